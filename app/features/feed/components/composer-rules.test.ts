import { describe, expect, test } from "vitest";
import { FEED_MESSAGES, IMAGE_RULES } from "../feed-schema";
import { checkComposer, insertAtCaret, rejectionMessages } from "./composer-rules";

describe("checkComposer", () => {
  test("a post with neither text nor images is blank and gets the spec's message", () => {
    const check = checkComposer("post", "  \n\u200B ", 0);
    expect(check.blank).toBe(true);
    expect(check.problem).toBe(FEED_MESSAGES.emptyPost);
    expect(check.counter).toBe("0 / 5,000");
  });

  test("images alone are enough for a post, a comment or a reply", () => {
    for (const variant of ["post", "comment", "reply"] as const) {
      expect(checkComposer(variant, "", 1).problem).toBeNull();
    }
  });

  test("comments and replies have their own empty messages and a 2,000-character limit", () => {
    expect(checkComposer("comment", "", 0).problem).toBe(FEED_MESSAGES.emptyComment);
    expect(checkComposer("reply", "", 0).problem).toBe(FEED_MESSAGES.emptyReply);
    expect(checkComposer("reply", "a".repeat(2_000), 0)).toMatchObject({ tooLong: false, counter: "2,000 / 2,000" });
    expect(checkComposer("comment", "a".repeat(2_001), 0)).toMatchObject({
      tooLong: true,
      problem: "Comments can be at most 2,000 characters",
    });
  });

  test("the count is what the server stores: ends trimmed, invisible characters dropped", () => {
    expect(checkComposer("post", "  Negroni\u200B time  ", 0).length).toBe("Negroni time".length);
    expect(checkComposer("post", "a".repeat(5_000), 0).tooLong).toBe(false);
    expect(checkComposer("post", "a".repeat(5_001), 0).problem).toBe("Posts can be at most 5,000 characters");
  });
});

describe("rejectionMessages", () => {
  test("react-dropzone's codes become the spec's words, each said once", () => {
    const messages = rejectionMessages([
      { errors: [{ code: "file-invalid-type", message: "File type must be one of image/jpeg, …" }] },
      { errors: [{ code: "file-invalid-type", message: "File type must be one of image/jpeg, …" }] },
      { errors: [{ code: "file-too-large", message: "File is larger than 5 MB" }] },
      { errors: [{ code: "too-many-files", message: "Too many files" }] },
    ]);
    expect(messages).toEqual([IMAGE_RULES.wrongType, "File is larger than 5242880 bytes", "Too many files"]);
  });

  test("a code it does not know keeps react-dropzone's text", () => {
    expect(
      rejectionMessages([{ errors: [{ code: "file-too-small", message: "File is smaller than 1 byte" }] }]),
    ).toEqual(["File is smaller than 1 byte"]);
  });
});

describe("insertAtCaret", () => {
  test("puts the emoji at the caret and the caret after it", () => {
    expect(insertAtCaret("Cheers !", 7, 7, "🥂")).toEqual({ value: "Cheers 🥂!", caret: 9 });
  });

  test("replaces a selection", () => {
    expect(insertAtCaret("I love gin", 7, 10, "🍸")).toEqual({ value: "I love 🍸", caret: 9 });
  });

  test("without a known caret, appends", () => {
    expect(insertAtCaret("Hi", null, null, "👋")).toEqual({ value: "Hi👋", caret: 4 });
  });
});
