/**
 * A test file that opens a database is named `*.server.test.ts`, so `npm run test:pg` (vitest.config.ts)
 * runs it against PostgreSQL too. A file that breaks the rule would silently be tested on PGlite only.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

it("every test file that sets up a database is named *.server.test.ts", () => {
  const files = ["app", "db", "server", "scripts"].flatMap(testFiles);
  const usesDatabase = files.filter((file) =>
    /setupTestDatabase\(|setupLiveEvents\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
  );
  expect(usesDatabase.length).toBeGreaterThan(40);
  expect(usesDatabase.filter((file) => !file.endsWith(".server.test.ts"))).toEqual([]);
});
