/** Stored files: app/features/uploads/serve-upload.server.ts. */
import { serveUpload } from "~/features/uploads/serve-upload.server";
import { storage } from "~/lib/storage.server";
import type { Route } from "./+types/uploads.$bucket.$";

export function loader({ params, request }: Route.LoaderArgs) {
  return serveUpload(storage(), params.bucket, params["*"] ?? "", request);
}
