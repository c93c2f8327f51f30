/** GET /api/v1/schemas/recipe-import.json — the JSON Schema of Muddle's recipe import format (issue 4). */
import { IMPORT_SCHEMA_PATH, importJsonSchema } from "~/features/recipe-import/import-schema";
import { env } from "~/lib/env.server";

export function loader() {
  const schema = importJsonSchema(`${env().PUBLIC_URL}${IMPORT_SCHEMA_PATH}`);
  return new Response(JSON.stringify(schema, null, 2), {
    headers: {
      "Content-Type": "application/schema+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
