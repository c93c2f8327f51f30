import { randomUUID } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { Forbidden, Invalid, NotFound } from "~/lib/errors";
import { normaliseText } from "~/lib/text";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { addComment, deleteComment, editComment } from "./comment-mutations.server";
import { listRecipeComments } from "./comment-queries.server";
import { CommentText } from "./comment-schema";

setupTestDatabase();

const member = (username: string) => createMember(username);

const input = RecipeInput.parse({ name: "Negroni", ingredients: [{ name: "Gin", quantity: 1, unit: "oz" }] });
let author: { id: string };
let alice: { id: string };
let bob: { id: string };
let published: string;
let other: string;
let draft: string;

beforeAll(async () => {
  author = await member("comment_author");
  alice = await member("comment_alice");
  bob = await member("comment_bob");
  published = (await createRecipe(author, input)).id;
  await setRecipeStatus(author, published, "published");
  other = (await createRecipe(author, { ...input, name: "Boulevardier" })).id;
  await setRecipeStatus(author, other, "published");
  draft = (await createRecipe(author, { ...input, name: "Secret Negroni" })).id;
});

/** recipes.comments_count against the rows it counts. */
async function counts(recipeId: string) {
  const [recipe] = await db.select().from(schema.recipes).where(eq(schema.recipes.id, recipeId));
  const [rows] = await db
    .select({ n: count() })
    .from(schema.recipe_comments)
    .where(and(eq(schema.recipe_comments.recipe_id, recipeId), isNull(schema.recipe_comments.deleted_at)));
  return { counter: recipe?.comments_count, rows: rows?.n };
}

describe("comment text", () => {
  it("is trimmed, and invisible-only or over-long text is refused", () => {
    expect(CommentText.parse("  Cheers!  ")).toBe("Cheers!");
    expect(normaliseText("a\u202Eb\u2066c\u200Bd")).toBe("abcd");
    expect(CommentText.safeParse("\u200B\u200C\u200D\uFEFF \u202E").error?.issues[0]?.message).toBe(
      "Please enter a comment",
    );
    expect(CommentText.safeParse("x".repeat(2001)).error?.issues[0]?.message).toBe(
      "Comments can be at most 2,000 characters",
    );
    expect(CommentText.parse("x".repeat(2000))).toHaveLength(2000);
  });
});

describe("adding comments and replies", () => {
  it("builds a newest-first tree and keeps the count equal to the rows", async () => {
    const first = await addComment(alice, published, "  First!  ");
    expect(first).toMatchObject({ text: "First!", author: { username: "comment_alice" } });
    const second = await addComment(bob, published, "Second");
    await addComment(bob, published, "Older reply", first.id);
    const newer = await addComment(author, published, "Newer reply", first.id);
    expect(await counts(published)).toEqual({ counter: 4, rows: 4 });

    const tree = await listRecipeComments(published, alice.id);
    expect(tree.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(tree[1]?.replies.map((r) => r.text)).toEqual(["Newer reply", "Older reply"]);
    expect(tree[1]?.canEdit).toBe(true);
    expect(tree[0]?.canEdit).toBe(false);
    expect(tree[1]?.replies[0]?.id).toBe(newer.id);
  });

  it("refuses blank, invisible-only and over-long text with the spec's messages", async () => {
    await expect(addComment(alice, published, "   ")).rejects.toThrow("Please enter a comment");
    await expect(addComment(alice, published, "\u200B\u202E\uFEFF")).rejects.toBeInstanceOf(Invalid);
    const [parent] = await listRecipeComments(published, null);
    await expect(addComment(alice, published, " ", parent?.id)).rejects.toThrow("Please enter a reply");
    await expect(addComment(alice, published, "x".repeat(2001))).rejects.toThrow(
      "Comments can be at most 2,000 characters",
    );
    await expect(addComment(alice, published, "x".repeat(10_000))).rejects.toBeInstanceOf(Invalid);
  });

  it("stores hostile text as plain text, with bidi controls removed", async () => {
    const hostile = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"> javascript:alert(1) \u202Ertl`;
    const comment = await addComment(alice, published, hostile);
    expect(comment.text).toBe(hostile.replace("\u202E", ""));
    await deleteComment(alice, comment.id);
  });

  it("refuses a reply to another recipe's comment, and comments on recipes the member cannot see", async () => {
    const elsewhere = await addComment(alice, other, "On the Boulevardier");
    await expect(addComment(bob, published, "Wrong thread", elsewhere.id)).rejects.toBeInstanceOf(NotFound);
    await expect(addComment(bob, published, "Unknown parent", randomUUID())).rejects.toBeInstanceOf(NotFound);
    await expect(addComment(bob, draft, "Sneaky")).rejects.toBeInstanceOf(NotFound);
    await expect(listRecipeComments(draft, bob.id)).rejects.toBeInstanceOf(NotFound);
    await expect(listRecipeComments(draft, author.id)).resolves.toEqual([]);
    expect(await counts(other)).toEqual({ counter: 1, rows: 1 });
  });
});

describe("editing and deleting", () => {
  it("only the author can edit or delete a comment", async () => {
    const comment = await addComment(alice, other, "Mine");
    await expect(editComment(bob, comment.id, "Hijacked")).rejects.toBeInstanceOf(Forbidden);
    await expect(deleteComment(bob, comment.id)).rejects.toBeInstanceOf(Forbidden);
    await expect(editComment(alice, comment.id, "   ")).rejects.toBeInstanceOf(Invalid);

    const edited = await editComment(alice, comment.id, " Mine, edited ");
    expect(edited.text).toBe("Mine, edited");
    const node = (await listRecipeComments(other, bob.id)).find((c) => c.id === comment.id);
    expect(node).toMatchObject({ text: "Mine, edited", edited: true, canEdit: false });
  });

  it("soft-deletes a comment with replies and hard-deletes one without", async () => {
    const parent = await addComment(alice, other, "Parent");
    const reply = await addComment(bob, other, "Reply", parent.id);
    const before = await counts(other);

    expect(await deleteComment(alice, parent.id)).toMatchObject({ mode: "soft" });
    const node = (await listRecipeComments(other, alice.id)).find((c) => c.id === parent.id);
    expect(node).toMatchObject({ text: "[deleted]", deleted: true, author: null, canEdit: false });
    expect(node?.replies.map((r) => r.id)).toEqual([reply.id]);
    expect(await counts(other)).toEqual({ counter: (before.rows ?? 0) - 1, rows: (before.rows ?? 0) - 1 });
    // A deleted comment can be neither edited nor replied to.
    await expect(editComment(alice, parent.id, "Back")).rejects.toBeInstanceOf(NotFound);
    await expect(addComment(bob, other, "Late reply", parent.id)).rejects.toBeInstanceOf(NotFound);

    // The last reply goes for good, and takes the "[deleted]" placeholder with it.
    expect(await deleteComment(bob, reply.id)).toMatchObject({ mode: "hard" });
    const ids = (await listRecipeComments(other, alice.id)).map((c) => c.id);
    expect(ids).not.toContain(parent.id);
    const [left] = await db
      .select({ n: count() })
      .from(schema.recipe_comments)
      .where(eq(schema.recipe_comments.id, parent.id));
    expect(left?.n).toBe(0);
    expect(await counts(other)).toEqual({ counter: (before.rows ?? 0) - 2, rows: (before.rows ?? 0) - 2 });
  });

  it("keeps the count equal to the rows when many members comment at once", async () => {
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => member(`commenter_${i}`)));
    const added = await Promise.all(crowd.map((m, i) => addComment(m, published, `Comment ${i}`)));
    await Promise.all(added.filter((_, i) => i % 3 === 0).map((c, i) => deleteComment(crowd[i * 3] ?? alice, c.id)));
    const { counter, rows } = await counts(published);
    expect(counter).toBe(rows);
  });
});
