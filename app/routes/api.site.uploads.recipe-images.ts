/**
 * POST /api/site/uploads/recipe-images — one recipe photo as multipart field `file` (part 1 §2, §5).
 * 201 { url, thumbnail_url }; otherwise { error } with 400, 401, 405, 413 or 429 (with Retry-After).
 */
import { getViewer } from "~/features/auth/session.server";
import { uploadRecipeImageFrom } from "~/features/recipes/recipe-upload.server";
import { jsonFailure } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import type { Route } from "./+types/api.site.uploads.recipe-images";

const methodNotAllowed = () =>
  Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });

export function loader() {
  return methodNotAllowed();
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  // Who is asking comes first, so an anonymous client cannot make us read 15 MB.
  const viewer = await getViewer(request);
  if (!viewer) return Response.json({ error: "Please sign in" }, { status: 401 });
  try {
    const image = await uploadRecipeImageFrom(viewer, request);
    return Response.json(image, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) return jsonFailure(error);
    console.error("Recipe image upload failed", error);
    return Response.json({ error: "Could not upload the image. Please try again." }, { status: 500 });
  }
}
