/**
 * Issue 11, "no limits on social floods": one member's burst of writes is refused past its allowance
 * with 429, nothing beyond the allowance is stored, and other members are not affected.
 */
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { followMember, unfollowMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { TooManyRequests } from "~/lib/errors";
import { action as reactionsAction } from "~/routes/api.site.recipes.$recipeId.reactions";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { addComment } from "./comment-mutations.server";
import { rateRecipe, setRecipeLiked } from "./recipe-reactions.server";

setupTestDatabase();

const input = RecipeInput.parse({ name: "Last Word", ingredients: [{ name: "Gin", quantity: 0.75, unit: "oz" }] });
let author: { id: string };
let recipeId: string;

beforeAll(async () => {
  author = await createMember("flood_author");
  recipeId = (await createRecipe(author, input)).id;
  await setRecipeStatus(author, recipeId, "published");
});

/** Runs `write` n times in a row and sorts the outcomes; anything but a 429 fails the test. */
async function inARow(n: number, write: (i: number) => Promise<unknown>) {
  let accepted = 0;
  const refused: TooManyRequests[] = [];
  for (let i = 0; i < n; i++) {
    try {
      await write(i);
      accepted++;
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      refused.push(error);
    }
  }
  for (const error of refused) expect(error.status).toBe(429);
  return { accepted, refused: refused.length, last: refused.at(-1) };
}

async function recipeRow() {
  const [row] = await db.select().from(schema.recipes).where(eq(schema.recipes.id, recipeId));
  return row!;
}

async function commentsBy(memberId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(schema.recipe_comments)
    .where(eq(schema.recipe_comments.user_id, memberId));
  return row?.n ?? 0;
}

describe("write floods", () => {
  it("stores a member's first 10 comments in a minute and refuses the rest with 429; others still comment", async () => {
    const spammer = await createMember("comment_flood");
    const result = await inARow(12, (i) => addComment(spammer, recipeId, `Comment number ${i}`));
    expect(result).toMatchObject({ accepted: 10, refused: 2 });
    expect(result.last?.message).toMatch(/^You're doing that too often\. Please wait \d+ seconds? and try again\.$/);
    expect(await commentsBy(spammer.id)).toBe(10);

    const neighbour = await createMember("comment_neighbour");
    await expect(addComment(neighbour, recipeId, "Lovely drink")).resolves.toMatchObject({ text: "Lovely drink" });
    expect((await recipeRow()).comments_count).toBe(11);
  });

  it("refuses like/unlike toggles past 60 a minute and leaves the state of the last accepted one", async () => {
    const toggler = await createMember("like_flood");
    const result = await inARow(62, (i) => setRecipeLiked(toggler, recipeId, i % 2 === 0));
    expect(result).toMatchObject({ accepted: 60, refused: 2 });
    // The 60th toggle (an unlike) was the last one stored; the 61st (a like) was refused.
    const [liked] = await db
      .select({ n: count() })
      .from(schema.recipe_likes)
      .where(and(eq(schema.recipe_likes.user_id, toggler.id), eq(schema.recipe_likes.recipe_id, recipeId)));
    expect(liked?.n).toBe(0);
    expect((await recipeRow()).likes_count).toBe(0);
  });

  it("refuses ratings past 60 a minute, keeping the last accepted rating", async () => {
    const rater = await createMember("rating_flood");
    const result = await inARow(62, (i) => rateRecipe(rater, recipeId, (i % 5) + 1));
    expect(result).toMatchObject({ accepted: 60, refused: 2 });
    const [rating] = await db
      .select({ rating: schema.recipe_ratings.rating })
      .from(schema.recipe_ratings)
      .where(eq(schema.recipe_ratings.user_id, rater.id));
    expect(rating?.rating).toBe((59 % 5) + 1);
  });

  it("refuses follow/unfollow toggles past 30 a minute", async () => {
    const follower = await createMember("follow_flood");
    const result = await inARow(32, (i) =>
      i % 2 === 0 ? followMember(follower, "flood_author") : unfollowMember(follower, "flood_author"),
    );
    expect(result).toMatchObject({ accepted: 30, refused: 2 });
    const [follows] = await db
      .select({ n: count() })
      .from(schema.followers)
      .where(eq(schema.followers.follower_id, follower.id));
    expect(follows?.n).toBe(0);

    const other = await createMember("follow_other");
    await expect(followMember(other, "flood_author")).resolves.toMatchObject({ following: true });
  });

  it("refuses a member's recipe saves past 30 in ten minutes", async () => {
    const writer = await createMember("recipe_flood");
    const result = await inARow(31, (i) => createRecipe(writer, { ...input, name: `Flood ${i}` }));
    expect(result).toMatchObject({ accepted: 30, refused: 1 });
    const [recipes] = await db.select({ n: count() }).from(schema.recipes).where(eq(schema.recipes.user_id, writer.id));
    expect(recipes?.n).toBe(30);
  });
});

describe("shares through the API", () => {
  const share = (clientIp: string) =>
    reactionsAction({
      request: new Request(`http://localhost:3000/api/site/recipes/${recipeId}/reactions`, {
        method: "POST",
        body: new URLSearchParams({ intent: "share" }),
        headers: { Accept: "application/json" },
      }),
      params: { recipeId },
      context: { clientIp, cspNonce: "" },
    } as unknown as Parameters<typeof reactionsAction>[0]) as Promise<Response>;

  it("counts one address's flood of shares once, then answers 429 with Retry-After", async () => {
    const before = (await recipeRow()).shares_count;
    const answers: Response[] = [];
    for (let i = 0; i < 31; i++) answers.push(await share("198.51.100.7"));
    expect(answers.slice(0, 30).every((r) => r.status === 200)).toBe(true);
    const refused = answers[30]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/^You're doing that too often/) });
    expect((await recipeRow()).shares_count).toBe(before + 1);

    // Another address is neither refused nor folded into the first.
    expect((await share("198.51.100.8")).status).toBe(200);
    expect((await recipeRow()).shares_count).toBe(before + 2);
  });
});
