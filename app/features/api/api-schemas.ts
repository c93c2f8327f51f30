/**
 * The API's named schemas (issue 22): every request body and response the document describes is
 * registered here under its OpenAPI component name, so the dispatcher and the document share them.
 */
import { z } from "zod";
import { ImportItem } from "~/features/recipe-import/import-schema";
import { DIFFICULTY_OPTIONS, RECIPE_SORTS, SERVINGS_OPTIONS, VISIBILITY_OPTIONS } from "~/lib/constants";
import { pageSchema } from "./api-paging.server";

export const apiSchemas = z.registry<{ id: string }>();

export function named<T extends z.ZodType>(id: string, schema: T): T {
  apiSchemas.add(schema, { id });
  return schema;
}

const isoTime = z.iso.datetime({ offset: true }).describe("ISO 8601");

export const ErrorResponse = named(
  "Error",
  z.object({
    error: z.object({
      type: z.enum([
        "invalid_request",
        "authentication_error",
        "permission_error",
        "not_found",
        "conflict",
        "rate_limited",
        "payload_too_large",
        "api_error",
      ]),
      code: z.string().describe("Stable, machine-readable: validation_failed, insufficient_scope, …"),
      message: z.string().describe("For people"),
      param: z.string().optional().describe("The parameter or field at fault"),
      errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
    }),
  }),
);

export const Author = z.object({
  username: z.string(),
  url: z.url(),
  profile_picture_url: z.string().nullable(),
});

export const RecipeSummary = named(
  "RecipeSummary",
  z.object({
    id: z.guid(),
    name: z.string(),
    slug: z.string(),
    url: z.url().describe("The recipe's page"),
    author: Author,
    description: z.string().nullable(),
    image_url: z.string().nullable(),
    total_minutes: z.number().int().nullable(),
    recipe_yield: z.string().nullable(),
    difficulty: z.enum(DIFFICULTY_OPTIONS).nullable(),
    abv: z.number().nullable().describe("Estimated strength in percent after dilution"),
    rating: z.object({ value: z.number().nullable(), count: z.number().int() }),
    created_at: isoTime,
    updated_at: isoTime,
  }),
);

export const OwnRecipeSummary = named(
  "OwnRecipeSummary",
  RecipeSummary.extend({
    status: z.enum(["draft", "published"]),
    visibility: z.enum(VISIBILITY_OPTIONS),
  }),
);

export const RecipeInput = named("RecipeInput", ImportItem);

export const Recipe = named(
  "Recipe",
  z
    .object({
      id: z.guid(),
      slug: z.string(),
      url: z.url(),
      author: Author,
      status: z.enum(["draft", "published"]),
      visibility: z.enum(VISIBILITY_OPTIONS),
      rating: z.object({ value: z.number().nullable(), count: z.number().int() }),
      likes_count: z.number().int(),
      saves_count: z.number().int(),
      created_at: isoTime,
      updated_at: isoTime,
    })
    .extend({ content: ImportItem })
    .describe("A recipe: its facts, and `content` in the export and import representation"),
);

export const RecipePage = named("RecipePage", pageSchema(RecipeSummary));
export const KeptRecipePage = named(
  "KeptRecipePage",
  pageSchema(RecipeSummary.extend({ at: isoTime.describe("When you saved or liked it") })),
);
export const VisibilityInput = named("VisibilityInput", z.strictObject({ visibility: z.enum(VISIBILITY_OPTIONS) }));
export const OwnRecipePage = named("OwnRecipePage", pageSchema(OwnRecipeSummary));

export const RecipeListQuery = z.strictObject({
  q: z.string().trim().min(1).max(100).optional().describe("Search: words, typos, ingredient and tag names"),
  category: z.coerce.number().int().positive().optional().describe("Category id"),
  type: z.coerce.number().int().positive().optional().describe("Cocktail type id"),
  difficulty: z.enum(DIFFICULTY_OPTIONS).optional(),
  servings: z.enum(SERVINGS_OPTIONS).optional(),
  prep_time: z.coerce.number().int().min(1).max(10_000).optional().describe("Ready within this many minutes"),
  sort: z.enum(RECIPE_SORTS).optional().describe("Default: newest, or relevance with `q`"),
  updated_since: isoTime.optional().describe("Only recipes changed at or after this time"),
});

export const Me = named(
  "Me",
  z.object({
    id: z.string(),
    username: z.string(),
    url: z.url(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    profile_picture_url: z.string().nullable(),
    expertise_level: z.string().nullable(),
    created_at: isoTime,
  }),
);

export const Ingredient = named(
  "Ingredient",
  z.object({
    id: z.guid(),
    name: z.string(),
    category: z.string(),
    unit_type: z.string(),
  }),
);
export const IngredientList = named("IngredientList", z.object({ items: z.array(Ingredient) }));

export const BarItem = named(
  "BarItem",
  z.object({
    id: z.guid(),
    quantity: z.number().int(),
    unit: z.string().nullable(),
    notes: z.string().nullable(),
    ingredient: z.object({
      id: z.guid(),
      name: z.string(),
      category: z.string(),
      abv: z.number().nullable(),
      parent_name: z.string().nullable(),
    }),
    created_at: isoTime,
  }),
);
export const BarList = named("BarList", z.object({ items: z.array(BarItem) }));

export const JsonSchemaDocument = named(
  "JsonSchemaDocument",
  z.looseObject({ $schema: z.string() }).describe("A JSON Schema (draft 2020-12)"),
);
export const OpenApiDocument = named(
  "OpenApiDocument",
  z.looseObject({ openapi: z.string() }).describe("This document"),
);

export const ShoppingItem = named(
  "ShoppingItem",
  z.object({
    id: z.guid(),
    bought: z.boolean(),
    ingredient: z.object({ id: z.guid(), name: z.string(), category: z.string(), parent_name: z.string().nullable() }),
    unlocks: z.number().int().describe("Public recipes buying it would let you make now (0 once bought)"),
    created_at: isoTime,
  }),
);
export const ShoppingList = named("ShoppingList", z.object({ items: z.array(ShoppingItem) }));

export const NextBottles = named(
  "NextBottles",
  z.object({
    items: z.array(
      z.object({
        ingredient: z.object({ id: z.guid(), name: z.string(), category: z.string() }),
        unlocks: z.number().int().describe("Public recipes it would let you make"),
      }),
    ),
  }),
);

export const CollectionSummary = named(
  "CollectionSummary",
  z.object({
    id: z.guid(),
    name: z.string(),
    slug: z.string(),
    url: z.url().describe("The collection's page"),
    owner: z
      .object({ username: z.string(), url: z.url() })
      .nullable()
      .describe("Null when the owner's account is gone"),
    description: z.string().nullable(),
    image_url: z.string().nullable(),
    visibility: z.enum(VISIBILITY_OPTIONS),
    recipe_count: z.number().int().describe("The recipes in it that you may see"),
    created_at: isoTime,
    updated_at: isoTime,
  }),
);
export const CollectionPage = named("CollectionPage", pageSchema(CollectionSummary));
export const Collection = named(
  "Collection",
  CollectionSummary.extend({
    likes_count: z.number().int(),
    recipes: z.array(RecipeSummary).describe("The recipes you may see, in the order they were added"),
  }),
);

export const Post = named(
  "Post",
  z.object({
    id: z.guid(),
    url: z.url().describe("The post's page"),
    content: z.string(),
    images: z.array(z.string()).describe("Full addresses of the post's photos"),
    audience: z.enum(["public", "followers"]),
    created_at: isoTime,
    like_count: z.number().int(),
    comment_count: z.number().int(),
    author: Author.extend({ first_name: z.string().nullable(), last_name: z.string().nullable() }),
    made: z
      .object({
        recipe: z
          .object({ name: z.string(), url: z.url() })
          .nullable()
          .describe("The recipe made; null when the caller may not see it"),
        photo_url: z.string().nullable().describe("Full address of the make's photo"),
      })
      .nullable()
      .describe('Posted by "I made this": what the author made'),
  }),
);
export const PostPage = named("PostPage", pageSchema(Post));
