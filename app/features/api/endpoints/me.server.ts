/** /api/v1/me and the ingredient catalogue (issue 22). */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { searchIngredients } from "~/features/ingredients/ingredient-queries.server";
import { db, schema } from "~/lib/db.server";
import { NotFound } from "~/lib/errors";
import { holdsAnyScope } from "../api-caller.server";
import { endpoint, ok } from "../api-endpoint.server";
import { absoluteUrl, siteUrl } from "../api-recipes.server";
import { IngredientList, Me } from "../api-schemas";

const { profiles } = schema;

export const meEndpoints = [
  endpoint({
    method: "get",
    path: "/me",
    operationId: "getMe",
    summary: "Your profile",
    tag: "Profile",
    scope: "profile:read",
    anonymous: false,
    response: { status: 200, description: "The token's member", schema: Me },
    handler: async ({ member }) => {
      const [row] = await db
        .select({
          id: profiles.id,
          username: profiles.username,
          slug: profiles.slug,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          bio: profiles.bio,
          location: profiles.location,
          profile_picture_url: profiles.profile_picture_url,
          expertise_level: profiles.expertise_level,
          created_at: profiles.created_at,
        })
        .from(profiles)
        .where(eq(profiles.id, member.id));
      if (!row) throw new NotFound("Profile not found");
      const { slug, created_at, profile_picture_url, ...rest } = row;
      return ok({
        ...rest,
        url: siteUrl(`/${slug}`),
        profile_picture_url: absoluteUrl(profile_picture_url),
        created_at: created_at.toISOString(),
      } satisfies z.input<typeof Me>);
    },
  }),
];

export const ingredientEndpoints = [
  endpoint({
    method: "get",
    path: "/ingredients",
    operationId: "searchIngredients",
    summary: "Search the ingredient catalogue",
    description:
      'Names containing the text first, then close spellings ("campri" finds Campari). With a token, your private entries too.',
    tag: "Ingredients",
    scope: null,
    anonymous: true,
    query: z.strictObject({
      q: z.string().trim().min(2).max(100).describe("At least 2 characters"),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: { status: 200, description: "Matching ingredients", schema: IngredientList },
    errors: [400],
    // The member's private catalogue entries only for a token that reads their bar or recipes.
    handler: async ({ caller, member, query }) => {
      const viewer = holdsAnyScope(caller, ["bar:read", "recipes:read"]) ? member : null;
      return ok({ items: await searchIngredients(query.q, viewer, query.limit) });
    },
  }),
];
