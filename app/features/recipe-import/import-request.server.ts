/**
 * Reading a bulk upload from the page's form: the pasted text, or (without JavaScript) the chosen
 * .json file sent as multipart. The body size is checked before it is read.
 */
import { BODY_LIMITS } from "~/lib/limits";
import { MAX_IMPORT_BYTES } from "./import-schema";
import { tooLargeMessage } from "./parse-import";

/** The text field and the file could both be full when JavaScript is off (app/lib/limits.ts). */
const MAX_REQUEST_BYTES = BODY_LIMITS.bulkUpload;

export type ImportRequest =
  | { ok: true; intent: "preview" | "import"; text: string; fromFile: boolean; scripted: boolean }
  | { ok: false; intent: "preview" | "import"; message: string; status: 400 | 413 };

export async function readImportRequest(request: Request): Promise<ImportRequest> {
  const intent = "preview";
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_REQUEST_BYTES) return { ok: false, intent, message: tooLargeMessage(length), status: 413 };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, intent, message: "The upload could not be read. Please try again.", status: 400 };
  }
  const chosen = form.get("intent") === "import" ? "import" : "preview";
  const file = form.get("file");
  const scripted = form.get("js") === "1";
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_IMPORT_BYTES)
      return { ok: false, intent: chosen, message: tooLargeMessage(file.size), status: 413 };
    return { ok: true, intent: chosen, text: await file.text(), fromFile: true, scripted };
  }
  const text = form.get("json");
  return { ok: true, intent: chosen, text: typeof text === "string" ? text : "", fromFile: false, scripted };
}
