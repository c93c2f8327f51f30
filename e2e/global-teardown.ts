import { rmSync } from "node:fs";

export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes("muddle-e2e-")) rmSync(dir, { recursive: true, force: true });
}
