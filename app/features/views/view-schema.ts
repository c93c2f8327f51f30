/** What a page's view beacon sends (issue 19), shared by the beacon and POST /api/site/views. */
import { z } from "zod";

export const VIEW_KINDS = ["recipe", "collection"] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

/** Where the beacon posts. */
export const VIEWS_PATH = "/api/site/views";

export const ViewBeaconInput = z.object({
  kind: z.enum(VIEW_KINDS),
  // Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type takes it (app/lib/uuid.ts).
  id: z.guid(),
});
