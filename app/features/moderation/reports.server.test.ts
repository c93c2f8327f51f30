/** Issue 21: reporting, automatic hiding through the policy layer, and the moderator's decision. */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getPost, listFeed } from "~/features/feed/feed-queries.server";
import { createPost } from "~/features/feed/post-mutations.server";
import { canSeeRecipe, listedRecipe } from "~/features/privacy/visibility.server";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { searchSite } from "~/features/search/site-search.server";
import { childSitemapResponse } from "~/features/seo/sitemap.server";
import { addComment } from "~/features/social/comment-mutations.server";
import { listRecipeComments } from "~/features/social/comment-queries.server";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { decideCase, decideCases } from "./case-decisions.server";
import { getCase, listLog, listQueue } from "./moderation-queue.server";
import { AlreadyHandled } from "./moderation-records.server";
import { ReportInput } from "./moderation-schema";
import { AlreadyReported, reportContent } from "./report-mutations.server";

setupTestDatabase();

const { recipes, recipe_requirements, moderation_cases, content_reports } = schema;
const recipeInput = RecipeInput.parse({
  name: "Free Money Spritz",
  description: "Visit spam.example for prizes",
  ingredients: [{ name: "Gin", quantity: 1, unit: "oz" }],
});

type Member = { id: string; role: string };
let spammer: Member;
let readers: Member[];
let moderator: Member;
let spam: string;

async function member(username: string, role = "member"): Promise<Member> {
  const { id } = await createMember(username);
  if (role !== "member") await db.update(schema.user).set({ role }).where(eq(schema.user.id, id));
  return { id, role };
}

async function visibleTo(recipeId: string, viewerId: string | null) {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), canSeeRecipe(viewerId)));
  return rows.length === 1;
}

async function listed(recipeId: string) {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), listedRecipe));
  const [requirement] = await db
    .select({ listed: recipe_requirements.listed })
    .from(recipe_requirements)
    .where(eq(recipe_requirements.recipe_id, recipeId));
  return { listing: rows.length === 1, whatCanIMake: requirement?.listed ?? false };
}

const report = (actor: Member, targetId: string, reason = "spam", note?: string) =>
  reportContent(actor, ReportInput.parse({ target_type: "recipe", target_id: targetId, reason, note }));

beforeAll(async () => {
  spammer = await member("rep_spammer");
  readers = [await member("rep_a"), await member("rep_b"), await member("rep_c"), await member("rep_d")];
  moderator = await member("rep_mod", "moderator");
  spam = (await createRecipe(spammer, recipeInput)).id;
  await setRecipeStatus(spammer, spam, "published");
});

describe("reporting", () => {
  it("refuses bad reports without counting them", async () => {
    await expect(report(spammer, spam)).rejects.toThrow(Invalid); // one's own content
    await expect(report(readers[0] as Member, "00000000-0000-4000-8000-000000000000")).rejects.toThrow(NotFound);
    await expect(report(readers[0] as Member, "not-a-uuid")).rejects.toThrow(NotFound);
    expect(
      ReportInput.safeParse({ target_type: "recipe", target_id: spam, reason: "spam", note: "x".repeat(10_000) })
        .success,
    ).toBe(false);
    expect(ReportInput.safeParse({ target_type: "recipe", target_id: spam, reason: "boring" }).success).toBe(false);
    const cases = await db.select().from(moderation_cases).where(eq(moderation_cases.target_id, spam));
    expect(cases).toEqual([]);
  });

  it("a private recipe the reporter cannot see is 'not found', like one that does not exist", async () => {
    const secret = (await createRecipe(spammer, { ...recipeInput, name: "Secret" })).id;
    await setRecipeStatus(spammer, secret, "published");
    await setRecipeVisibility(spammer, secret, "private");
    await expect(report(readers[0] as Member, secret)).rejects.toThrow(NotFound);
  });

  it("hides an item once reports reach the threshold, from everyone but its author", async () => {
    const [a, b, c, d] = readers as [Member, Member, Member, Member];
    // Basic members weigh 2 each: 4 after two reports, under the default threshold of 5.
    expect(await report(a, spam, "spam", "Obvious advert")).toEqual({ hidden: false });
    await expect(report(a, spam)).rejects.toThrow(AlreadyReported);
    expect(await report(b, spam)).toEqual({ hidden: false });
    expect(await visibleTo(spam, d.id)).toBe(true);
    expect(await report(c, spam, "other")).toEqual({ hidden: true });

    expect(await visibleTo(spam, d.id)).toBe(false);
    expect(await visibleTo(spam, null)).toBe(false);
    expect(await visibleTo(spam, spammer.id)).toBe(true);
    expect(await listed(spam)).toEqual({ listing: false, whatCanIMake: false });
    // Counted once each: three reports, 2 + 2 + 2.
    const [open] = await db.select().from(moderation_cases).where(eq(moderation_cases.target_id, spam));
    expect(open?.score).toBe(6);
    // Now hidden from d, it cannot be reported by d either.
    await expect(report(d, spam)).rejects.toThrow(NotFound);
  });

  it("keeps a snapshot, so editing after a report hides nothing", async () => {
    await db.update(recipes).set({ description: "Nothing to see here" }).where(eq(recipes.id, spam));
    const reports = await db.select().from(content_reports).where(eq(content_reports.target_id, spam));
    expect(reports).toHaveLength(3);
    for (const r of reports) expect(r.snapshot.text).toContain("Visit spam.example for prizes");
    const { entries } = await listQueue(moderator);
    const entry = entries.find((e) => e.snapshot.title === "Free Money Spritz");
    expect(entry?.reports).toBe(3);
    const detail = await getCase(moderator, entry?.id ?? "");
    expect(detail.snapshot.text).toContain("Visit spam.example");
    expect(detail.current?.snapshot.text).toContain("Nothing to see here");
    expect(detail.reports.map((r) => r.reporter_username)).toEqual(["rep_a", "rep_b", "rep_c"]);
    expect(detail.author?.username).toBe("rep_spammer");
  });

  it("only moderators reach the queue and decide; a decided case says who decided it", async () => {
    const { entries } = await listQueue(moderator);
    const caseId = entries.find((e) => e.snapshot.title === "Free Money Spritz")?.id ?? "";
    await expect(listQueue(readers[3] as Member)).rejects.toThrow(NotFound);
    await expect(listQueue(null)).rejects.toThrow(NotFound);
    await expect(decideCase(spammer, { case_id: caseId, action: "keep", reason: "mine" })).rejects.toThrow(NotFound);

    await decideCase(moderator, { case_id: caseId, action: "remove", reason: "Advertising" });
    expect(await visibleTo(spam, spammer.id)).toBe(false); // removed: not even its author
    const outcomes = await db
      .select({ outcome: content_reports.outcome })
      .from(content_reports)
      .where(eq(content_reports.target_id, spam));
    expect(outcomes.map((o) => o.outcome)).toEqual(["upheld", "upheld", "upheld"]);
    await expect(decideCase(moderator, { case_id: caseId, action: "keep", reason: "again" })).rejects.toThrow(
      new AlreadyHandled("rep_mod"),
    );
    const log = await listLog(moderator);
    expect(log.slice(0, 2).map((l) => [l.action, l.moderator_username])).toEqual([
      ["remove", "rep_mod"],
      ["auto_hide", null],
    ]);
    expect((await listQueue(moderator)).entries.find((e) => e.id === caseId)).toBeUndefined();
  });

  it("a moderator's report hides at once, and keeping it shows it again", async () => {
    const fine = (await createRecipe(spammer, { ...recipeInput, name: "Honest Sour" })).id;
    await setRecipeStatus(spammer, fine, "published");
    expect(await report(moderator, fine)).toEqual({ hidden: true });
    const caseId = (await listQueue(moderator)).entries.find((e) => e.snapshot.title === "Honest Sour")?.id ?? "";
    await decideCase(moderator, { case_id: caseId, action: "keep", reason: "Looks fine" });
    expect(await visibleTo(fine, null)).toBe(true);
    expect(await listed(fine)).toEqual({ listing: true, whatCanIMake: true });
  });

  it("hides a reported comment from other readers but not from its author", async () => {
    const host = (await createRecipe(readers[0] as Member, { ...recipeInput, name: "Host" })).id;
    await setRecipeStatus(readers[0] as Member, host, "published");
    const comment = await addComment(spammer, host, "Buy followers cheap");
    await reportContent(
      moderator,
      ReportInput.parse({ target_type: "recipe_comment", target_id: comment.id, reason: "spam" }),
    );
    const asReader = await listRecipeComments(host, readers[1]?.id ?? null);
    expect(asReader.map((c) => c.text)).toEqual([]);
    const asAuthor = await listRecipeComments(host, spammer.id);
    expect(asAuthor.map((c) => [c.text, c.moderation])).toEqual([["Buy followers cheap", "hidden"]]);
  });

  it("a hidden recipe and post leave site search, the sitemap and the feeds, and come back when kept", async () => {
    const sour = (await createRecipe(readers[1] as Member, { ...recipeInput, name: "Zesty Quinoa Sour" })).id;
    await setRecipeStatus(readers[1] as Member, sour, "published");
    const post = await createPost(readers[1] as Member, { content: "Quinoa sours all round tonight" });
    const sitemap = async () => (await childSitemapResponse("recipes-1.xml", "https://muddle.example")).text();
    const shown = async () => ({
      search: (await searchSite("Zesty Quinoa", readers[2]?.id ?? null)).recipes.map((r) => r.name),
      posts: (await searchSite("quinoa", null)).posts.map((p) => p.id),
      feed: (await listFeed(null, "discover")).posts.map((p) => p.id),
      sitemap: (await sitemap()).includes("zesty-quinoa-sour"),
    });
    expect(await shown()).toEqual({
      search: ["Zesty Quinoa Sour"],
      posts: [post.id],
      feed: expect.arrayContaining([post.id]),
      sitemap: true,
    });

    await reportContent(moderator, ReportInput.parse({ target_type: "recipe", target_id: sour, reason: "spam" }));
    await reportContent(moderator, ReportInput.parse({ target_type: "post", target_id: post.id, reason: "spam" }));
    const hidden = await shown();
    expect(hidden.search).toEqual([]);
    expect(hidden.posts).toEqual([]);
    expect(hidden.feed).not.toContain(post.id);
    expect(hidden.sitemap).toBe(false);
    // The author still reads their own post.
    expect((await getPost(readers[1]?.id ?? null, post.id))?.moderation).toBe("hidden");
    expect(await getPost(readers[2]?.id ?? null, post.id)).toBeNull();

    for (const entry of (await listQueue(moderator)).entries.filter((e) => e.owner_username === "rep_b")) {
      await decideCase(moderator, { case_id: entry.id, action: "keep", reason: "Fine" });
    }
    expect(await shown()).toEqual({
      search: ["Zesty Quinoa Sour"],
      posts: [post.id],
      feed: expect.arrayContaining([post.id]),
      sitemap: true,
    });
  });
});

describe("bulk decisions", () => {
  it("decide several cases at once; one already handled is skipped and nothing is decided twice", async () => {
    const names = ["Wave Punch", "Wave Cooler", "Wave Smash"];
    const ids: string[] = [];
    for (const name of names) {
      const id = (await createRecipe(spammer, { ...recipeInput, name })).id;
      await setRecipeStatus(spammer, id, "published");
      await report(readers[3] as Member, id);
      ids.push(id);
    }
    const cases = (await listQueue(moderator)).entries.filter((e) => names.includes(e.snapshot.title ?? ""));
    expect(cases).toHaveLength(3);
    const [first] = cases;
    await decideCase(moderator, { case_id: first?.id ?? "", action: "keep", reason: "Fine" });

    await expect(
      decideCases(readers[0] as Member, { case_ids: [cases[1]?.id ?? ""], action: "remove", reason: "x" }),
    ).rejects.toThrow(NotFound);
    const result = await decideCases(moderator, {
      case_ids: cases.map((c) => c.id),
      action: "remove",
      reason: "Spam wave",
    });
    expect(result).toEqual({ decided: 2, skipped: 1 });
    const states = await db
      .select({ name: recipes.name, moderation: recipes.moderation })
      .from(recipes)
      .where(eq(recipes.user_id, spammer.id));
    const byName = Object.fromEntries(states.map((row) => [row.name, row.moderation]));
    expect(names.map((name) => byName[name])).toEqual(
      names.map((name) => (name === first?.snapshot.title ? "visible" : "removed")),
    );
    const logged = (await listLog(moderator)).filter((l) => l.reason === "Spam wave");
    expect(logged).toHaveLength(2);
  });
});
