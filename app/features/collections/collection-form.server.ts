/**
 * The create and edit collection forms on the server (part 2 §2, §5, §8, issue 15): one multipart post
 * with name, description, visibility (the spec's "public checkbox" as our three audiences), the terms
 * on the standalone page, an optional image and, when editing, what to do with the current image.
 * The same post works from a plain HTML form and from the page's script.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getPrivacySettings } from "~/features/privacy/privacy-settings.server";
import { errorHeaders } from "~/lib/action-result.server";
import { AppError, Invalid } from "~/lib/errors";
import { BODY_LIMITS, COLLECTION_TEXT_LIMITS, FILE_LIMITS } from "~/lib/limits";
import { toastHeader } from "~/lib/toast.server";
import { COLLECTION_IMAGE_TOO_LARGE } from "./collection-images.server";
import { createCollection, type ImageChange, updateCollection } from "./collection-mutations.server";
import type { Actor } from "./collection-policy.server";
import { getManagedCollection } from "./collection-queries.server";
import {
  COLLECTION_NOT_FOUND,
  CollectionDetails,
  type CollectionDetailsInput,
  FAILURES,
  MESSAGES,
  StandaloneCollectionDetails,
} from "./collection-schema";
import type { CollectionFormResult, CollectionFormValues } from "./components/collection-form";

export const COLLECTION_FORM_UNREADABLE = "This form could not be read. Please try again.";

type AnySubmission = Submission<unknown, string[], unknown>;

export type CollectionFormRead =
  | { ok: true; details: CollectionDetailsInput; image: ImageChange; submission: AnySubmission }
  | { ok: false; reply: ReturnType<typeof reply> };

function reply(result: CollectionFormResult, status: number, headers?: Record<string, string>) {
  return data<CollectionFormResult>(result, { status, headers });
}

/** A refusal before anything could be parsed: the browser keeps what was typed. */
function refuse(message: string, status: number) {
  return {
    ok: false as const,
    reply: reply({ status: "error", error: { "": [message] }, formError: message }, status),
  };
}

/**
 * Text far over its limit is not sent back into the page (a 15 MB description would be): the member's
 * browser still holds it when the script runs, and the message says what to shorten.
 */
const ECHO_FACTOR = 4;
function oversizedFields(form: FormData): string[] {
  return (["name", "description"] as const).filter((field) => {
    const value = form.get(field);
    return typeof value === "string" && value.length > COLLECTION_TEXT_LIMITS[field] * ECHO_FACTOR;
  });
}

/** The uploaded image, if one was chosen (an empty file part means none). */
function imageFile(form: FormData): File | null {
  const file = form.get("image");
  return file !== null && typeof file !== "string" && file.size > 0 ? file : null;
}

/**
 * The posted form, checked with the shared schema, or the answer to send instead. The image's bytes are
 * only read once the details are valid, and only judged (decoded) by the image pipeline when saving.
 */
export async function readCollectionForm(
  request: Request,
  { standalone = false }: { standalone?: boolean } = {},
): Promise<CollectionFormRead> {
  // The edge caps the body too (server/request-limits.ts); this answers a declared excess at once.
  if (Number(request.headers.get("content-length") ?? 0) > BODY_LIMITS.collectionForm) {
    return refuse(COLLECTION_IMAGE_TOO_LARGE, 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(COLLECTION_FORM_UNREADABLE, 400);
  }
  const file = imageFile(form);
  form.delete("image");
  const choice = form.get("image_choice");
  form.delete("image_choice");

  const schema = standalone ? StandaloneCollectionDetails : CollectionDetails;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields: oversizedFields(form) });
    return { ok: false, reply: reply({ ...result, formError: null }, 400) };
  }
  if (file && file.size > FILE_LIMITS.photo) {
    const result = submission.reply({ fieldErrors: { image: [COLLECTION_IMAGE_TOO_LARGE] } });
    return { ok: false, reply: reply({ ...result, formError: COLLECTION_IMAGE_TOO_LARGE }, 413) };
  }
  // Removing wins over a chosen file; a file without a choice (the form before its script runs) replaces.
  const image: ImageChange =
    choice === "remove"
      ? { kind: "remove" }
      : file
        ? { kind: "replace", bytes: Buffer.from(await file.arrayBuffer()) }
        : { kind: "keep" };
  const { name, description, visibility } = submission.value;
  return { ok: true, details: { name, description, visibility }, image, submission };
}

/**
 * A save that failed after the form was valid: a feature error keeps its message, status and field
 * messages (an image that is not one: "Please upload an image file" on the image); anything else is
 * logged and reads as the spec's failure toast. The typed values go back so the form keeps them.
 */
export function collectionSaveFailed(submission: AnySubmission, error: unknown, fallback: string) {
  if (!(error instanceof AppError)) {
    console.error(fallback, error);
    return reply({ ...submission.reply({ formErrors: [fallback] }), formError: fallback }, 500);
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(error instanceof Invalid ? error.fieldErrors : {}).filter((entry): entry is [string, string[]] =>
      Boolean(entry[1]?.length),
    ),
  );
  return reply(
    { ...submission.reply({ formErrors: [error.message], fieldErrors }), formError: error.message },
    error.status,
    errorHeaders(error),
  );
}

/** A new collection's form starts with the member's default audience (part 2 §3 privacy_settings). */
export async function newCollectionValues(actor: Actor): Promise<CollectionFormValues> {
  const privacy = await getPrivacySettings(actor);
  return { name: "", description: "", visibility: privacy.collection_visibility };
}

/**
 * Both create pages (/bar/collections/new and the standalone /collections/new): the new collection's
 * management page with "Collection created", or the form's answer.
 */
export async function createCollectionFromForm(request: Request, actor: Actor, options: { standalone?: boolean } = {}) {
  const form = await readCollectionForm(request, options);
  if (!form.ok) return form.reply;
  try {
    const image = form.image.kind === "replace" ? form.image.bytes : undefined;
    const { slug } = await createCollection(actor, form.details, { image });
    const headers = { "Set-Cookie": await toastHeader({ type: "success", message: MESSAGES.created }) };
    return redirect(`/bar/collections/${slug}`, { headers });
  } catch (error) {
    return collectionSaveFailed(form.submission, error, FAILURES.create);
  }
}

/**
 * The edit page (/bar/collections/{slug}/edit): only the owner's collection at its current address is
 * changed (anyone else is told it does not exist, before their image is read); then its management
 * page, at the new address after a rename, with "Collection updated successfully".
 */
export async function updateCollectionFromForm(request: Request, actor: Actor, slug: string) {
  const found = await getManagedCollection(actor, slug);
  if (found.kind !== "found") return refuse(COLLECTION_NOT_FOUND, 404).reply;
  const form = await readCollectionForm(request);
  if (!form.ok) return form.reply;
  try {
    const saved = await updateCollection(actor, found.data.id, form.details, form.image);
    const headers = { "Set-Cookie": await toastHeader({ type: "success", message: MESSAGES.updated }) };
    return redirect(`/bar/collections/${saved.slug}`, { headers });
  } catch (error) {
    return collectionSaveFailed(form.submission, error, FAILURES.update);
  }
}
