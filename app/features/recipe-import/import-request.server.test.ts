import { describe, expect, it } from "vitest";
import { readImportRequest } from "./import-request.server";

function post(form: FormData, headers: Record<string, string> = {}) {
  return new Request("http://localhost/recipes/bulk-upload", { method: "POST", body: form, headers });
}

describe("readImportRequest", () => {
  it("reads the pasted text, the chosen intent and the preview's ingredient choices", async () => {
    const form = new FormData();
    form.set("json", "[1]");
    form.set("intent", "import");
    form.set("js", "1");
    form.set("ingredient_choices", '{"Gin":"new"}');
    expect(await readImportRequest(post(form))).toEqual({
      ok: true,
      intent: "import",
      link: null,
      text: "[1]",
      fromFile: false,
      scripted: true,
      choices: '{"Gin":"new"}',
    });
  });

  it("reads the address to import from, or on upload the page the checked recipes came from", async () => {
    const reading = new FormData();
    reading.set("intent", "link");
    reading.set("link", "  https://bar.example/negroni  ");
    reading.set("from_link", "https://elsewhere.example/");
    expect(await readImportRequest(post(reading))).toMatchObject({
      intent: "link",
      link: "https://bar.example/negroni",
    });
    const uploading = new FormData();
    uploading.set("intent", "import");
    uploading.set("json", "[1]");
    uploading.set("link", "https://typed-but-not-read.example/");
    expect(await readImportRequest(post(uploading))).toMatchObject({ intent: "import", link: null });
    uploading.set("from_link", "https://bar.example/negroni");
    expect(await readImportRequest(post(uploading))).toMatchObject({ link: "https://bar.example/negroni" });
  });

  it("prefers a chosen file, as a form sent without JavaScript carries it", async () => {
    const form = new FormData();
    form.set("json", "");
    form.set("file", new File(['{"drinks": []}'], "drinks.json", { type: "application/json" }));
    expect(await readImportRequest(post(form))).toMatchObject({
      ok: true,
      intent: "preview",
      text: '{"drinks": []}',
      fromFile: true,
      scripted: false,
    });
  });

  it("refuses a body far over the limit before reading it", async () => {
    const form = new FormData();
    form.set("json", "[]");
    // The largest body is a .zip with photos (50 MB).
    expect(await readImportRequest(post(form, { "Content-Length": String(60 * 1024 * 1024) }))).toMatchObject({
      ok: false,
      status: 413,
      message: expect.stringContaining("the limit is 50 MB"),
    });
  });

  it("refuses a file over 5 MB", async () => {
    const form = new FormData();
    form.set("file", new File(["x".repeat(5 * 1024 * 1024 + 1)], "big.json"));
    expect(await readImportRequest(post(form))).toMatchObject({ ok: false, status: 413 });
  });
});
