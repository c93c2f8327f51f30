/** Seed step 4, continued: a few conversations under the seeded recipes. */
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import type { RecipeRef } from "./seed-recipes.server";
import { prng } from "./seed-util";

const COMMENTS = [
  "Made this for friends on Saturday and the first round disappeared in minutes. Already planning a second batch.",
  "Lovely balance. I went a touch lighter on the sugar and it still held together beautifully.",
  "The step about chilling the glass first makes a real difference. Thanks for spelling it out.",
  "Tried it with the substitute you suggested because that was what I had. Still excellent.",
  "This has become my Friday-evening drink. Clear instructions, no fuss.",
  "Fresh citrus really is the whole game here. Bottled juice was flat in comparison.",
  "Great spec. Would you change anything if you were making a pitcher of it for a party?",
  "I doubled the bitters by accident and honestly liked it even more.",
];
const REPLIES = [
  "So glad it worked for you! A pitcher works fine: mix everything but the ice ahead and stir with ice just before serving.",
  "Agreed, the chilled glass is half the pleasure.",
  "Thanks for trying it! Your sugar tweak sounds great, I might borrow it.",
  "Same here, it is hard to go back once you have squeezed your own.",
];

/** A few conversations, only on recipes that have none yet (comments have no natural key). */
export async function seedComments(recipes: RecipeRef[], memberIds: string[], now: number): Promise<number> {
  if (recipes.length === 0) return 0;
  const commented = await db
    .selectDistinct({ id: schema.recipe_comments.recipe_id })
    .from(schema.recipe_comments)
    .where(
      inArray(
        schema.recipe_comments.recipe_id,
        recipes.map((r) => r.id),
      ),
    );
  const skip = new Set(commented.map((c) => c.id));
  const top: Array<typeof schema.recipe_comments.$inferInsert> = [];
  const replies: Array<typeof schema.recipe_comments.$inferInsert> = [];
  for (const recipe of recipes) {
    const next = prng(`comments:${recipe.seedKey}`);
    if (next() >= 0.25 || skip.has(recipe.id)) continue;
    const others = memberIds.filter((id) => id !== recipe.user_id);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
    let at = recipe.created_at.getTime();
    for (let n = next() < 0.5 ? 1 : 2; n > 0; n--) {
      at += next() * Math.max(0, now - at) * 0.5;
      const author = pick(others);
      const id = randomUUID();
      top.push({
        id,
        recipe_id: recipe.id,
        user_id: author,
        profile_id: author,
        text: pick(COMMENTS),
        created_at: new Date(at),
        updated_at: new Date(at),
      });
      if (next() < 0.5) {
        // Usually the recipe's author answers; sometimes another member joins in.
        const replier = next() < 0.7 ? recipe.user_id : pick(others.filter((o) => o !== author));
        const replyAt = new Date(at + next() * Math.max(0, now - at) * 0.5);
        replies.push({
          recipe_id: recipe.id,
          user_id: replier,
          profile_id: replier,
          parent_comment_id: id,
          text: pick(REPLIES),
          created_at: replyAt,
          updated_at: replyAt,
        });
      }
    }
  }
  if (top.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(schema.recipe_comments).values(top);
    if (replies.length) await tx.insert(schema.recipe_comments).values(replies);
  });
  return top.length + replies.length;
}
