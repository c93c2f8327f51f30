/**
 * Reads the one file of a multipart upload without ever holding more than its cap: the declared
 * length is checked first, then the body is read with a running count (a chunked request declares
 * nothing), then the file itself. Shared by recipe photos and profile pictures.
 */

export type UploadedFileLimits = {
  /** The whole request body: the file plus multipart overhead (app/lib/limits.ts BODY_LIMITS). */
  bodyLimit: number;
  /** The file alone (FILE_LIMITS). */
  fileLimit: number;
  /** The multipart field holding the file. */
  field: string;
  tooLarge: () => Error;
  /** No file, an empty one, or a body that is not a multipart form. */
  missing: () => Error;
};

export async function readUploadedFile(request: Request, limits: UploadedFileLimits): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limits.bodyLimit) throw limits.tooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) throw limits.missing();

  const body = await readAtMost(request.body, limits);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw limits.missing();
  }
  const file = form.get(limits.field);
  if (file === null || typeof file === "string" || file.size === 0) throw limits.missing();
  if (file.size > limits.fileLimit) throw limits.tooLarge();
  return Buffer.from(await file.arrayBuffer());
}

async function readAtMost(
  stream: ReadableStream<Uint8Array>,
  limits: UploadedFileLimits,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limits.bodyLimit) {
      await reader.cancel().catch(() => {});
      throw limits.tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
