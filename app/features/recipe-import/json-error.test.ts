import { describe, expect, it } from "vitest";
import { locateJsonError } from "./json-error";

describe("locateJsonError", () => {
  it("finds nothing wrong with valid JSON", () => {
    for (const ok of ['[{"a": 1.5e3, "b": [true, false, null], "c": "x\\n\\u00e9"}]', " {} ", '"s"', "-0.5"]) {
      expect(locateJsonError(ok), ok).toBeNull();
      expect(() => JSON.parse(ok)).not.toThrow();
    }
  });

  it.each([
    ['[\n  { "name": "Gimlet",\n    "ingredients": [ }\n]', 3, 22, 'Unexpected "}"'],
    ['[{"name": "Gimlet",}]', 1, 20, 'Remove the comma before "}"'],
    ["[1, 2,]", 1, 7, 'Remove the comma before "]"'],
    ["{name: 1}", 1, 2, 'Property names need double quotes, like "name"'],
    ["{'name': 1}", 1, 2, 'Property names need double quotes, like "name"'],
    ['["a" "b"]', 1, 6, 'Expected "," or "]" after a value'],
    ['{"a" 1}', 1, 6, 'Expected ":" after the property name'],
    ['{"a": 1 "b": 2}', 1, 9, 'Expected "," or "}" after a value'],
    ['[{"name": "Gimlet"', 1, 19, "The text ends too early"],
    ['["abc', 1, 2, 'A string is never closed (missing ")'],
    ['["a\nb"]', 1, 4, "A string cannot contain a line break; write \\n instead, or close the quote"],
    ['["a\u0000b"]', 1, 4, "A string cannot contain the invisible character U+0000; remove it"],
    ["[1]\u0000", 1, 4, "Unexpected invisible character U+0000 after the end of the JSON"],
    ["['a']", 1, 2, 'Use double quotes (") for strings, not single quotes'],
    ["[1] x", 1, 5, 'Unexpected "x" after the end of the JSON'],
    ["", 1, 1, "The text ends too early"],
  ])("locates the error in %j", (text, line, column, reason) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(locateJsonError(text)).toMatchObject({ line, column, reason });
  });
});
