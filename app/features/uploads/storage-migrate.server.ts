/**
 * `npm run storage:migrate` (issue 20): copies every upload from one storage to another (the local
 * folder to the S3 store a deployment moves to) and reads each back to verify it. Objects already
 * there with the same bytes are verified and not copied again, so a run that was stopped can be
 * started again. Nothing is deleted from the source.
 */
import { createHash } from "node:crypto";
import { BUCKETS, contentTypeFor, keyProblem, readBody, type Storage } from "~/lib/storage.server";

export type MigrationReport = {
  copied: number;
  /** Already in the target with the same bytes. */
  present: number;
  /** Keys that are not Muddle's (left where they are). */
  ignored: string[];
  /** Objects that could not be copied, or read back different: "{bucket}/{key}: why". */
  failed: string[];
};

/** Objects copied at once: enough to keep a remote store busy, few enough to hold in memory. */
const PARALLEL = 8;

const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function bytesAt(files: Storage, bucket: (typeof BUCKETS)[number], key: string): Promise<Buffer | null> {
  const object = await files.get(bucket, key);
  return object ? readBody(object.body) : null;
}

export async function migrateUploads(
  from: Storage,
  to: Storage,
  progress: (report: MigrationReport) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, present: 0, ignored: [], failed: [] };
  for (const bucket of BUCKETS) {
    for await (const page of from.listPages(bucket, "")) {
      const ours = page.filter((object) => {
        if (!keyProblem(object.key)) return true;
        report.ignored.push(`${bucket}/${object.key}`);
        return false;
      });
      for (let start = 0; start < ours.length; start += PARALLEL) {
        await Promise.all(
          ours.slice(start, start + PARALLEL).map(async ({ key }) => {
            try {
              const source = await bytesAt(from, bucket, key);
              if (!source) return; // deleted since it was listed
              const wanted = digest(source);
              const existing = await bytesAt(to, bucket, key);
              if (existing && digest(existing) === wanted) {
                report.present += 1;
                return;
              }
              await to.put(bucket, key, source, contentTypeFor(key) as string);
              const stored = await bytesAt(to, bucket, key);
              if (!stored || digest(stored) !== wanted) throw new Error("read back different bytes");
              report.copied += 1;
            } catch (error) {
              const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
              report.failed.push(`${bucket}/${key}: ${cause instanceof Error ? cause.message : String(cause)}`);
            }
          }),
        );
      }
      progress(report);
    }
  }
  return report;
}
