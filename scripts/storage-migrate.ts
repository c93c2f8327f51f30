/**
 * npm run storage:migrate [-- --from <folder>]
 *
 * Copies the uploads in a local folder (default: $DATA_DIR/uploads) into the S3-compatible store the
 * S3_* variables name, and verifies every object. Safe to run again; deletes nothing. Exits 1 when
 * any object failed. See docs/deploy.md.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateUploads } from "~/features/uploads/storage-migrate.server";
import { env } from "~/lib/env.server";
import { createStorage, storageConfigFromEnv } from "~/lib/storage.server";

const { values } = parseArgs({ options: { from: { type: "string" } } });
const from = path.resolve(values.from ?? path.join(env().DATA_DIR, "uploads"));
const target = storageConfigFromEnv();
if (target.driver !== "s3") {
  console.error("Set S3_ENDPOINT or S3_BUCKET (and the other S3_* variables) to the store to copy into.");
  process.exit(1);
}
const where = target.bucket ? `bucket ${target.bucket}` : "buckets recipe-images, post-images, …";
console.log(`Copying ${from} to ${target.endpoint ?? "AWS S3"}, ${where}`);
const report = await migrateUploads(createStorage({ driver: "local", root: from }), createStorage(target), (r) =>
  console.log(`  ${r.copied} copied, ${r.present} already there, ${r.failed.length} failed`),
);
for (const key of report.ignored) console.log(`  ignored (not a Muddle upload): ${key}`);
for (const failure of report.failed) console.error(`  failed: ${failure}`);
console.log(
  `Done: ${report.copied} copied, ${report.present} already there and verified, ${report.failed.length} failed.`,
);
process.exit(report.failed.length ? 1 : 0);
