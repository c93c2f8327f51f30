/**
 * Reading a bulk upload from the page's form: the pasted text, or (without JavaScript) the chosen
 * .json or .zip file sent as multipart. The body size is checked before it is read.
 */
import { BODY_LIMITS, FILE_LIMITS } from "~/lib/limits";
import { MAX_IMPORT_BYTES } from "./import-schema";
import { CHOICES_FIELD } from "./ingredient-choices";
import { tooLargeMessage } from "./parse-import";
import { isZip } from "./zip-upload.server";

/** The text field and the file could both be full when JavaScript is off (app/lib/limits.ts). */
const MAX_REQUEST_BYTES = BODY_LIMITS.bulkUpload;

export type ImportIntent = "preview" | "import" | "link";

export type ImportRequest =
  /**
   * zip: the bytes of a chosen .zip (text is then empty); choices: the preview's ingredient choices, unread
   * JSON; link: the address to read (intent "link"), or the page the checked text was read from (import).
   */
  | {
      ok: true;
      intent: ImportIntent;
      link: string | null;
      text: string;
      fromFile: boolean;
      scripted: boolean;
      zip?: Uint8Array;
      choices: FormDataEntryValue | null;
    }
  | { ok: false; intent: ImportIntent; message: string; status: 400 | 413 };

export async function readImportRequest(request: Request): Promise<ImportRequest> {
  const intent = "preview";
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_REQUEST_BYTES)
    return { ok: false, intent, message: tooLargeMessage(length, FILE_LIMITS.importZip), status: 413 };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, intent, message: "The upload could not be read. Please try again.", status: 400 };
  }
  const asked = form.get("intent");
  const chosen: ImportIntent = asked === "import" || asked === "link" ? asked : "preview";
  // The address to read, or (Upload) the page the checked recipes were read from.
  const linkField = form.get(chosen === "link" ? "link" : "from_link");
  const link = typeof linkField === "string" && linkField.trim() ? linkField.trim().slice(0, 2000) : null;
  const file = form.get("file");
  const scripted = form.get("js") === "1";
  const choices = form.get(CHOICES_FIELD);
  if (file instanceof File && file.size > 0) {
    const zipLike = /\.zip$/i.test(file.name) || /zip/i.test(file.type);
    const limit = zipLike ? FILE_LIMITS.importZip : MAX_IMPORT_BYTES;
    if (file.size > limit)
      return { ok: false, intent: chosen, message: tooLargeMessage(file.size, limit), status: 413 };
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The content decides, not the name: a zip renamed .json is still read as a zip.
    if (isZip(bytes))
      return { ok: true, intent: chosen, link, text: "", zip: bytes, fromFile: true, scripted, choices };
    if (file.size > MAX_IMPORT_BYTES)
      return { ok: false, intent: chosen, message: tooLargeMessage(file.size), status: 413 };
    return { ok: true, intent: chosen, link, text: new TextDecoder().decode(bytes), fromFile: true, scripted, choices };
  }
  const text = form.get("json");
  return {
    ok: true,
    intent: chosen,
    link,
    text: typeof text === "string" ? text : "",
    fromFile: false,
    scripted,
    choices,
  };
}
