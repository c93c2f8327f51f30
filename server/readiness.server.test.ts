import { describe, expect, it } from "vitest";
import { createS3Storage } from "~/lib/storage-s3.server";
import { setupTestDatabase } from "../test/database";
import { setupTestS3 } from "../test/s3-server";
import { checkReadiness } from "./readiness.server";

setupTestDatabase();
const testS3 = setupTestS3();

describe("readiness", () => {
  it("is ready when the database and the storage answer", async () => {
    expect(await checkReadiness()).toEqual({ ready: true, database: "ok", storage: "ok" });
    const files = createS3Storage(testS3().layouts[0]!.config);
    expect(await checkReadiness({ files })).toEqual({ ready: true, database: "ok", storage: "ok" });
  });

  it("is not ready, saying why, when the storage cannot be reached or does not answer in time", async () => {
    const config = testS3().layouts[0]!.config;
    const refused = createS3Storage({ ...config, endpoint: "http://127.0.0.1:9", bucket: "muddle-test" });
    const down = await checkReadiness({ files: refused });
    expect(down).toMatchObject({ ready: false, database: "ok" });
    expect(down.storage).toMatch(/ECONNREFUSED/);

    const hung = { ...refused, check: () => new Promise<void>(() => {}) };
    expect(await checkReadiness({ files: hung, timeoutMs: 50 })).toEqual({
      ready: false,
      database: "ok",
      storage: "no answer within 50 ms",
    });
  });
});
