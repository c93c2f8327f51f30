/**
 * The daily sweep of uploads nothing uses (issue 20). An upload is stored before the form that uses it
 * is saved, and a recipe's rows are deleted before its files, so a failure or an abandoned form leaves
 * files no row refers to: after a day's grace (a member may still be filling in the form), they go.
 */
import { BUCKETS, type Bucket, keyProblem, publicUrlFor, type Storage, storage } from "~/lib/storage.server";
import { usedUploadUrls } from "./upload-references.server";

/** How long an upload may wait for the form that uses it. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

export type SweepResult = { checked: number; removed: number };

/** A recipe photo's square thumbnail ("{id}-thumb.webp") lives as long as its photo ("{id}.webp"). */
function mainTwin(url: string): string | null {
  return url.endsWith("-thumb.webp") ? url.replace(/-thumb\.webp$/, ".webp") : null;
}

async function sweepBucket(files: Storage, bucket: Bucket, before: number, result: SweepResult) {
  for await (const page of files.listPages(bucket, "")) {
    // A key our rules would refuse was not written by Muddle (a shared bucket): it is left alone.
    const old = page.filter((object) => object.lastModified.getTime() < before && !keyProblem(object.key));
    result.checked += page.length;
    if (old.length === 0) continue;
    const urls = old.map((object) => publicUrlFor(bucket, object.key));
    // Asked just before deleting, page by page: a form saved a moment ago is seen.
    const used = await usedUploadUrls([...urls, ...urls.flatMap((url) => mainTwin(url) ?? [])]);
    for (const [index, url] of urls.entries()) {
      const twin = mainTwin(url);
      if (used.has(url) || (twin && used.has(twin))) continue;
      await files.delete(bucket, old[index]!.key);
      result.removed += 1;
    }
  }
}

/** Deletes every upload older than the grace period that no row uses, in every bucket. */
export async function sweepUnusedUploads({
  files = storage(),
  now = Date.now(),
}: {
  files?: Storage;
  now?: number;
} = {}): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, removed: 0 };
  for (const bucket of BUCKETS) await sweepBucket(files, bucket, now - UNUSED_UPLOAD_GRACE_MS, result);
  return result;
}
