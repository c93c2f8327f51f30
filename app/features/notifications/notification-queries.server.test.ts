/**
 * Issue 17: the /notifications list (grouping, days, links, keyset pages) and marking read, which reach
 * only the member's own notifications.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { addComment } from "~/features/social/comment-mutations.server";
import { setRecipeLiked } from "~/features/social/recipe-reactions.server";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  NOTIFICATIONS_PAGE_SIZE,
} from "./notification-queries.server";
import { groupByDay } from "./notification-text";

setupTestDatabase();

const { notifications, request_limits } = schema;

let owner: { id: string };
let likers: { id: string }[];
let recipeId: string;

beforeAll(async () => {
  owner = await createMember("list_owner");
  likers = [];
  for (const name of ["list_ann", "list_ben", "list_cat", "list_dan"]) likers.push(await createMember(name));
  recipeId = (
    await createRecipe(
      owner,
      RecipeInput.parse({ name: "Negroni", ingredients: [{ name: "Gin", quantity: 1, unit: "oz" }] }),
    )
  ).id;
  await setRecipeStatus(owner, recipeId, "published");
});

beforeEach(async () => {
  await db.delete(notifications);
  await db.delete(request_limits);
  await db.delete(schema.recipe_likes);
});

describe("the list", () => {
  it("groups likes on the same recipe and day, newest actor first, and links each entry", async () => {
    for (const liker of likers) await setRecipeLiked(liker, recipeId, true);
    await addComment(likers[0] as { id: string }, recipeId, "Great");
    await followMember(likers[1] as { id: string }, "list_owner");
    const page = await listNotifications(owner.id);
    expect(page.entries.map((entry) => [entry.text, entry.href])).toEqual([
      ["list_ben started following you", "/list_ben"],
      ["list_ann commented on Negroni", `/recipes/list_owner/negroni#comments-title`],
      ["list_dan and 3 others liked Negroni", "/recipes/list_owner/negroni"],
    ]);
    expect(page.entries[1]?.ids).toHaveLength(1);
    expect(page.entries[2]?.ids).toHaveLength(4);
    expect(page.next).toBeNull();
    // The bell counts entries: four likes on one drink are one.
    expect(await countUnreadNotifications(owner.id)).toBe(3);
  });

  it("likes on different days are separate entries, under Today, Yesterday and the date", async () => {
    for (const liker of likers.slice(0, 3)) await setRecipeLiked(liker, recipeId, true);
    const [first, second] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .orderBy(notifications.created_at);
    await db
      .update(notifications)
      .set({ created_at: sql`now() - interval '1 day'` })
      .where(eq(notifications.id, first?.id as string));
    await db
      .update(notifications)
      .set({ created_at: sql`now() - interval '3 days'` })
      .where(eq(notifications.id, second?.id as string));
    const page = await listNotifications(owner.id);
    expect(page.entries.map((entry) => entry.text)).toEqual([
      "list_cat liked Negroni",
      "list_ann liked Negroni",
      "list_ben liked Negroni",
    ]);
    const days = groupByDay(page.entries, page.today).map((day) => day.label);
    expect(days.slice(0, 2)).toEqual(["Today", "Yesterday"]);
    expect(days[2]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("pages by keyset without repeating or losing an entry", async () => {
    const actor = likers[0] as { id: string };
    const total = NOTIFICATIONS_PAGE_SIZE + 5;
    // Distinct comments are entries of their own; written straight, to stay clear of the comment limit.
    await db.insert(notifications).values(
      Array.from({ length: total }, (_, i) => ({
        recipient_id: owner.id,
        actor_id: actor.id,
        kind: "recipe_comment",
        recipe_id: recipeId,
        created_at: new Date(Date.now() - i * 60_000),
      })),
    );
    const first = await listNotifications(owner.id);
    expect(first.entries).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    const second = await listNotifications(owner.id, first.next);
    expect(second.entries).toHaveLength(5);
    expect(second.next).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(total);
  });
});

describe("marking read", () => {
  it("marks one entry's rows, then all, and the count follows", async () => {
    for (const liker of likers.slice(0, 2)) await setRecipeLiked(liker, recipeId, true);
    await followMember(likers[2] as { id: string }, "list_owner");
    const page = await listNotifications(owner.id);
    const likes = page.entries.find((entry) => entry.kind === "recipe_like");
    expect(await markNotificationsRead(owner.id, likes?.ids ?? [])).toBe(2);
    expect(await countUnreadNotifications(owner.id)).toBe(1);
    const again = await listNotifications(owner.id);
    expect(again.entries.map((entry) => [entry.kind, entry.unread])).toEqual([
      ["new_follower", true],
      ["recipe_like", false],
    ]);
    expect(await markAllNotificationsRead(owner.id)).toBe(1);
    expect(await countUnreadNotifications(owner.id)).toBe(0);
  });

  it("a stranger cannot read or mark another member's notifications", async () => {
    const stranger = likers[3] as { id: string };
    await setRecipeLiked(likers[0] as { id: string }, recipeId, true);
    const [row] = await db.select({ id: notifications.id }).from(notifications);
    expect((await listNotifications(stranger.id)).entries).toEqual([]);
    expect(await countUnreadNotifications(stranger.id)).toBe(0);
    expect(await markNotificationsRead(stranger.id, [row?.id as string, "not-an-id"])).toBe(0);
    expect(await markAllNotificationsRead(stranger.id)).toBe(0);
    const [after] = await db.select({ read_at: notifications.read_at }).from(notifications);
    expect(after?.read_at).toBeNull();
    expect(await countUnreadNotifications(owner.id)).toBe(1);
  });
});
