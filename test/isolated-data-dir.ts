/**
 * Runs before every test file: gives the file a data directory of its own (stored images, the
 * e-mail outbox), so files running in parallel never see or delete each other's files.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "muddle-test-data-"));
process.env.DATA_DIR = dir;
afterAll(() => rmSync(dir, { recursive: true, force: true }));
