import type { Config } from "@react-router/dev/config";
import { buildDirectory } from "./server/build-directory";

export default {
  appDirectory: "app",
  // BUILD_DIR lets a second build (say, for a test run) sit beside the one being served.
  buildDirectory: buildDirectory(),
  ssr: true,
} satisfies Config;
