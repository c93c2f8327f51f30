/**
 * Issue 21: the comment counts readers see count what readers can see. A comment held for review, or
 * hidden or deleted by moderation, is not counted on its recipe or post; approving or restoring it
 * counts it again (the triggers of migration 0034).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addPostComment } from "~/features/feed/post-comment-mutations.server";
import { createPost } from "~/features/feed/post-mutations.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { addComment, deleteComment } from "~/features/social/comment-mutations.server";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { removeAllContentOf } from "./bulk-removal.server";
import { decideCase } from "./case-decisions.server";
import { listQueue } from "./moderation-queue.server";
import { ReportInput } from "./moderation-schema";
import { reportContent } from "./report-mutations.server";

setupTestDatabase();

type Member = { id: string; role: string };
let moderator: Member;
let host: Member;
let regular: Member;
let fresh: Member;
/** A second new member: new members may comment once every 30 seconds. */
let freshToo: Member;
let recipeId: string;
let postId: string;

async function member(username: string, options: { role?: string; joined?: Date } = {}): Promise<Member> {
  const { id } = await createMember(username, options.joined ? { joined: options.joined } : {});
  const role = options.role ?? "member";
  if (role !== "member") await db.update(schema.user).set({ role }).where(eq(schema.user.id, id));
  return { id, role };
}

async function recipeCount(): Promise<number> {
  const [row] = await db
    .select({ n: schema.recipes.comments_count })
    .from(schema.recipes)
    .where(eq(schema.recipes.id, recipeId));
  return row?.n ?? -1;
}

async function postCount(): Promise<number> {
  const [row] = await db
    .select({ n: schema.community_posts.comment_count })
    .from(schema.community_posts)
    .where(eq(schema.community_posts.id, postId));
  return row?.n ?? -1;
}

async function decideOpenCase(ownerUsername: string, action: "keep" | "hide" | "remove" | "restore") {
  const entry = (await listQueue(moderator)).entries.find((e) => e.owner_username === ownerUsername);
  if (!entry) throw new Error(`No open case for ${ownerUsername}`);
  await decideCase(moderator, { case_id: entry.id, action, reason: "Reviewed" });
}

beforeAll(async () => {
  moderator = await member("cnt_mod", { role: "moderator" });
  host = await member("cnt_host");
  regular = await member("cnt_regular");
  fresh = await member("cnt_fresh", { joined: new Date() });
  freshToo = await member("cnt_fresh_too", { joined: new Date() });
  recipeId = (await createRecipe(host, RecipeInput.parse({ name: "Counted Sour", ingredients: [{ name: "Gin" }] }))).id;
  await setRecipeStatus(host, recipeId, "published");
  postId = (await createPost(host, { content: "What's in your glass tonight?" })).id;
});

describe("comment counts under moderation", () => {
  it("a held recipe comment is not counted until approved", async () => {
    await addComment(regular, recipeId, "Lovely balance");
    expect(await recipeCount()).toBe(1);
    await addComment(fresh, recipeId, "Buy it at https://shop.example");
    expect(await recipeCount()).toBe(1);
    await decideOpenCase("cnt_fresh", "keep");
    expect(await recipeCount()).toBe(2);
  });

  it("a hidden recipe comment leaves the count, a restored one comes back, a deleted one leaves for good", async () => {
    const comment = await addComment(regular, recipeId, "Needs more lime");
    expect(await recipeCount()).toBe(3);
    await reportContent(
      moderator,
      ReportInput.parse({ target_type: "recipe_comment", target_id: comment.id, reason: "other" }),
    );
    expect(await recipeCount()).toBe(2);
    await decideOpenCase("cnt_regular", "keep"); // the reports had hidden it: keeping restores it
    expect(await recipeCount()).toBe(3);
    await deleteComment(regular, comment.id);
    expect(await recipeCount()).toBe(2);
  });

  it("a post's comments count the same way, and a spam wave takes its author's comments off the counts", async () => {
    await addPostComment(regular, postId, { content: "A Martini, obviously" });
    expect(await postCount()).toBe(1);
    await addPostComment(freshToo, postId, { content: "Cheap bottles at https://shop.example" });
    expect(await postCount()).toBe(1);
    await decideOpenCase("cnt_fresh_too", "keep");
    expect(await postCount()).toBe(2);

    await removeAllContentOf(moderator, freshToo.id, "Spam wave");
    expect(await postCount()).toBe(1);
    await removeAllContentOf(moderator, fresh.id, "Spam wave");
    expect(await recipeCount()).toBe(1);
  });
});
