/**
 * Where and why a JSON text is invalid, in words a member can act on. JSON.parse does not always
 * say where (V8 often quotes a snippet instead), so after it fails we scan the text once more.
 */

export type JsonErrorLocation = { position: number; line: number; column: number; reason: string };

class Stop extends Error {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const codePoint = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** A character as a member can find it: invisible ones (a NUL, other controls) by their code point. */
const describeChar = (c: string | undefined) => {
  if (c === undefined) return "the end of the text";
  return /[\p{Cc}\p{Cf}]/u.test(c) ? `invisible character ${codePoint(c)}` : `"${c}"`;
};

export function locateJsonError(text: string): JsonErrorLocation | null {
  let i = 0;
  const space = () => {
    while (i < text.length && /[ \t\n\r]/.test(text[i] as string)) i++;
  };
  const fail = (reason: string, at = i): never => {
    throw new Stop(at, reason);
  };
  const expectChar = (c: string, reason: string) => {
    if (text[i] !== c) fail(text[i] === undefined ? "The text ends too early" : reason);
    i++;
  };

  const string = () => {
    const start = i;
    i++; // opening quote
    while (i < text.length) {
      const c = text[i] as string;
      if (c === '"') {
        i++;
        return;
      }
      if (c === "\\") {
        const next = text[i + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("Invalid \\u escape in a string");
          i += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2;
        else fail(`Invalid escape "\\${next ?? ""}" in a string`);
      } else if (c === "\n" || c === "\r") {
        fail("A string cannot contain a line break; write \\n instead, or close the quote");
      } else if (c.charCodeAt(0) < 0x20) {
        fail(`A string cannot contain the invisible character ${codePoint(c)}; remove it`);
      } else i++;
    }
    fail('A string is never closed (missing ")', start);
  };

  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match) fail(`Unexpected ${describeChar(text[i])}`);
    i += (match as RegExpExecArray)[0].length;
  };

  const value = (depth: number): void => {
    if (depth > 200) fail("The JSON is nested too deeply");
    space();
    const c = text[i];
    if (c === "{") object(depth);
    else if (c === "[") array(depth);
    else if (c === '"') string();
    else if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) number();
    else literal(c);
  };

  const literal = (c: string | undefined) => {
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (c === "'") fail('Use double quotes (") for strings, not single quotes');
    if (c === undefined) fail("The text ends too early");
    fail(`Unexpected ${describeChar(c)}`);
  };

  const object = (depth: number) => {
    i++;
    space();
    if (text[i] === "}") {
      i++;
      return;
    }
    for (;;) {
      space();
      if (text[i] === "}") fail('Remove the comma before "}"', i);
      if (text[i] !== '"') {
        fail(text[i] === undefined ? "The text ends too early" : 'Property names need double quotes, like "name"');
      }
      string();
      space();
      expectChar(":", 'Expected ":" after the property name');
      value(depth + 1);
      space();
      if (text[i] === ",") {
        i++;
        continue;
      }
      expectChar("}", 'Expected "," or "}" after a value');
      return;
    }
  };

  const array = (depth: number) => {
    i++;
    space();
    if (text[i] === "]") {
      i++;
      return;
    }
    for (;;) {
      space();
      if (text[i] === "]") fail('Remove the comma before "]"', i);
      value(depth + 1);
      space();
      if (text[i] === ",") {
        i++;
        continue;
      }
      expectChar("]", 'Expected "," or "]" after a value');
      return;
    }
  };

  try {
    value(0);
    space();
    if (i < text.length) fail(`Unexpected ${describeChar(text[i])} after the end of the JSON`);
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.position);
    const line = before.split("\n").length;
    const column = error.position - before.lastIndexOf("\n");
    return { position: error.position, line, column, reason: error.reason };
  }
}
