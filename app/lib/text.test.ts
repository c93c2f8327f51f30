import { describe, expect, it } from "vitest";
import { cleanString, graphemeCount, normaliseText, optionalCleanString, truncateGraphemes } from "./text";

describe("normaliseText (issue 11: NUL and control characters)", () => {
  it("removes NUL and the other C0 and C1 controls, keeping line feeds and tabs", () => {
    expect(normaliseText("a\u0000b")).toBe("ab");
    expect(normaliseText("a\u0001\u0007\u0008\u000B\u000C\u001B\u001Fb")).toBe("ab");
    expect(normaliseText("a\u007F\u0080\u0085\u009Fb")).toBe("ab");
    expect(normaliseText("line one\nline\ttwo")).toBe("line one\nline\ttwo");
  });

  it("turns CRLF and lone CR into LF", () => {
    expect(normaliseText("one\r\ntwo\rthree")).toBe("one\ntwo\nthree");
  });

  it("removes bidi overrides and isolates and invisible spoofing characters", () => {
    expect(normaliseText("abc\u202Etxt.exe")).toBe("abctxt.exe");
    expect(normaliseText("\u202A\u202B\u202C\u202D\u202Ex\u2066\u2067\u2068\u2069")).toBe("x");
    expect(normaliseText("pay\u200Bpal\u2060\uFEFF\u00AD\u180E\u3164\uFFA0")).toBe("paypal");
  });

  it("keeps what real text needs: joiners inside emoji, marks in right-to-left text, variation selectors, flags", () => {
    const family = "👨\u200D👩\u200D👧";
    expect(normaliseText(family)).toBe(family);
    expect(normaliseText("❤️ 🏳️‍🌈 🇺🇸")).toBe("❤️ 🏳️‍🌈 🇺🇸");
    expect(normaliseText("می\u200Cخواهم")).toBe("می\u200Cخواهم");
    expect(normaliseText("שלום\u200F!")).toBe("שלום\u200F!");
    const scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}";
    expect(normaliseText(scotland)).toBe(scotland);
  });

  it("removes Unicode tag characters outside a flag (hidden ASCII)", () => {
    expect(normaliseText("hi\u{E0069}\u{E0067}\u{E006E}")).toBe("hi");
  });

  it("removes half a surrogate pair instead of storing U+FFFD", () => {
    expect(normaliseText("a\uD83Cb\uDF4Bc")).toBe("abc");
    expect(normaliseText("🍋".slice(0, 1))).toBe("");
  });

  it("normalises to NFC", () => {
    expect(normaliseText("Cafe\u0301")).toBe("Café");
    expect(normaliseText("Cafe\u0301")).toHaveLength(4);
  });

  it("trims white space and dangling joiners, and can keep the ends", () => {
    expect(normaliseText(" \u3000\u00A0 hi \n\u200D")).toBe("hi");
    expect(normaliseText("\u200B\u200C\u200D\uFEFF \u202E")).toBe("");
    expect(normaliseText("  hi  ", { trim: false })).toBe("  hi  ");
  });

  it("puts single-line text on one line", () => {
    expect(normaliseText("Lime\n\njuice\tfresh", { singleLine: true })).toBe("Lime juice fresh");
  });

  it("stays linear on long hostile input", () => {
    const hostile = `${"\u0000\u202E \t\n".repeat(200_000)}x`;
    expect(normaliseText(hostile, { singleLine: true })).toBe("x");
  });
});

describe("cleanString", () => {
  it("cleans before counting, so invisible padding is blank and NUL never reaches the limit check", () => {
    const schema = cleanString({ error: "Required" }).min(1, "Required").max(3, "Too long");
    expect(schema.parse(" a\u0000b\u202E ")).toBe("ab");
    expect(schema.safeParse("\u200B\u0000 ").error?.issues[0]?.message).toBe("Required");
    expect(schema.safeParse("abcd").error?.issues[0]?.message).toBe("Too long");
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe("Required");
  });

  it("an optional field reads blank as not given", () => {
    const schema = optionalCleanString(10, { singleLine: true });
    expect(schema.parse("\u0000 ")).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse("two\nlines")).toBe("two lines");
    expect(optionalCleanString(2, { tooLong: "Shorter" }).safeParse("abc").error?.issues[0]?.message).toBe("Shorter");
  });
});

describe("truncateGraphemes", () => {
  it("cuts between user-perceived characters, never inside an emoji", () => {
    const lemons = "🍋".repeat(41);
    expect(truncateGraphemes(lemons, 40)).toBe("🍋".repeat(40));
    expect(truncateGraphemes(`a${"👨‍👩‍👧".repeat(3)}`, 2)).toBe("a👨‍👩‍👧");
    expect(truncateGraphemes("🇺🇸🇫🇷", 1)).toBe("🇺🇸");
    expect(truncateGraphemes("short", 40)).toBe("short");
    expect(truncateGraphemes(`${"x".repeat(39)}🍋🍋`, 40)).not.toContain("\uFFFD");
    expect(graphemeCount(truncateGraphemes("🏳️‍🌈".repeat(50), 40))).toBe(40);
  });
});
