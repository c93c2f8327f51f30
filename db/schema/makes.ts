/** Issue 23 "I made this": each time a member made a recipe, with what they thought of it. See docs/discovery.md. */
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, real, smallint, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, moderation, moderationCheck, updatedAt } from "./columns";
import { profiles } from "./profiles";
import { recipes } from "./recipes";

export const recipe_makes = pgTable(
  "recipe_makes",
  {
    id: id(),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    servings: real("servings").notNull().default(1),
    /** The stars given with this make; the member's recipe rating follows their latest one. */
    rating: smallint("rating"),
    note: text("note"),
    /** One photo through the post images' pipeline (bucket post-images). */
    photo_url: text("photo_url"),
    /** The member asked for what they used to be taken off their bar quantities (never done silently). */
    bar_deducted: boolean("bar_deducted").notNull().default(false),
    /**
     * Issue 21's states: a new member's note with a link is held (others never see the make's note or photo
     * under Recent makes; the member still has it in their history).
     */
    moderation: moderation(),
    /** When it was made: the history's dates and the one-minute merge window. */
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    moderationCheck("recipe_makes", t.moderation),
    index("recipe_makes_user_recipe_idx").on(t.user_id, t.recipe_id, t.created_at.desc().nullsFirst()),
    index("recipe_makes_recipe_idx").on(t.recipe_id, t.created_at.desc().nullsFirst()),
    // "Most made this month" (editorial lists): the window's makes without reading older ones.
    index("recipe_makes_created_idx").on(t.created_at, t.recipe_id, t.user_id),
    check("recipe_makes_servings_range", sql`${t.servings} between 0.5 and 50`),
    check("recipe_makes_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
