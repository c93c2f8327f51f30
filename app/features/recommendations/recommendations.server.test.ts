import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { seedDemoContent } from "../../../db/seed/seed.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember, stockBar } from "../../../test/fixtures";
import { rateRecipe, setRecipeLiked, setRecipeSaved } from "../social/recipe-reactions.server";
import { keptRecommendationIds, loadForYouTonight } from "./recommendation-queries.server";
import { refreshStaleRecommendations } from "./recommendation-refresher.server";
import type { ForYouTonight } from "./recommendation-types";
import { getTasteAnswers, saveTasteAnswers } from "./taste-profile.server";
import { NO_TASTE_ANSWERS } from "./taste-quiz";
import { tasteAnswersFromForm } from "./taste-schema";

setupTestDatabase();

const { recipes, taste_profiles } = schema;

beforeAll(async () => {
  await seedDemoContent();
}, 180_000);

async function idOf(name: string): Promise<string> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.name, name));
  if (!row) throw new Error(`no recipe ${name}`);
  return row.id;
}

function drinks(result: ForYouTonight) {
  if (result.kind !== "drinks") throw new Error("expected drinks, got the quiz");
  return result.recommendations.map((r) => ({ name: r.recipe.name, reasons: r.reasons.join(" · ") }));
}
const names = (result: ForYouTonight) => drinks(result).map((d) => d.name);

const BITTER = [
  "Negroni",
  "Boulevardier",
  "Americano",
  "Negroni Sbagliato",
  "Paper Plane",
  "Hanky Panky",
  "Jungle Bird",
];

describe("For you tonight", () => {
  it("a member without history gets the quiz, and drinks once they skip it", async () => {
    const member = await createMember("newcomer");
    expect(await loadForYouTonight(member.id, 6)).toEqual({ kind: "quiz" });
    await saveTasteAnswers(member, NO_TASTE_ANSWERS);
    const result = await loadForYouTonight(member.id, 6);
    expect(names(result)).toHaveLength(6);
    expect((await getTasteAnswers(member.id)).answered).toBe(true);
  });

  it("a member who liked something never gets the quiz", async () => {
    const member = await createMember("liker");
    await setRecipeLiked(member, await idOf("Daiquiri"), true);
    expect((await loadForYouTonight(member.id, 6)).kind).toBe("drinks");
  });

  it("the quiz answers decide, and each drink says which answers it matches", async () => {
    const bitter = await createMember("bitter_fan");
    await saveTasteAnswers(bitter, { spirits: ["whiskey"], flavour: "bitter", strength: "strong" });
    const forBitter = drinks(await loadForYouTonight(bitter.id, 6));
    expect(forBitter.filter((d) => BITTER.includes(d.name)).length).toBeGreaterThanOrEqual(4);
    expect(forBitter.find((d) => d.name === "Boulevardier")?.reasons).toContain("You like whiskey and bitter drinks");

    const sweet = await createMember("sweet_fan");
    await saveTasteAnswers(sweet, { spirits: ["rum"], flavour: "sweet", strength: "light" });
    const forSweet = drinks(await loadForYouTonight(sweet.id, 6));
    expect(forSweet.map((d) => d.name)).toContain("Piña Colada");
    expect(forSweet.filter((d) => BITTER.includes(d.name))).toEqual([]);
    expect(forSweet.find((d) => d.name === "Piña Colada")?.reasons).toContain("You like rum and sweet drinks");
  });

  it("after liking three bitter stirred drinks the suggestions follow them, naming them", async () => {
    const member = await createMember("changes_mind");
    await saveTasteAnswers(member, { spirits: ["rum"], flavour: "sweet", strength: "light" });
    const before = names(await loadForYouTonight(member.id, 6));
    const liked = ["Negroni", "Boulevardier", "Hanky Panky"];
    for (const name of liked) await setRecipeLiked(member, await idOf(name), true);
    await refreshStaleRecommendations();

    const after = drinks(await loadForYouTonight(member.id, 6));
    expect(after.map((d) => d.name)).not.toEqual(before);
    // Liked drinks are not suggested again; drinks like them are, and say so.
    expect(after.filter((d) => liked.includes(d.name))).toEqual([]);
    const stirredSpiritForward = [
      "Manhattan",
      "Rob Roy",
      "Vieux Carré",
      "Martini",
      "Old Fashioned",
      "Negroni Sbagliato",
    ];
    expect(after.filter((d) => stirredSpiritForward.includes(d.name)).length).toBeGreaterThanOrEqual(3);
    expect(after[0]?.reasons).toMatch(/^You liked (Negroni|Boulevardier|Hanky Panky)/);
    expect(
      after.filter((d) => BITTER.includes(d.name) || stirredSpiritForward.includes(d.name)).length,
    ).toBeGreaterThan(before.filter((n) => BITTER.includes(n) || stirredSpiritForward.includes(n)).length);
  });

  it("a low rating counts against drinks like it", async () => {
    const member = await createMember("no_tiki");
    await saveTasteAnswers(member, { spirits: ["rum"], flavour: "sweet", strength: null });
    const before = names(await loadForYouTonight(member.id, 6));
    expect(before).toContain("Piña Colada");
    await rateRecipe(member, await idOf("Hurricane"), 1);
    await rateRecipe(member, await idOf("Mai Tai"), 1);
    await refreshStaleRecommendations();
    const after = names(await loadForYouTonight(member.id, 6));
    expect(after).not.toContain("Hurricane");
    expect(after).not.toContain("Mai Tai");
    const rank = (list: string[], name: string) => (list.includes(name) ? list.indexOf(name) : list.length);
    expect(rank(after, "Piña Colada")).toBeGreaterThan(rank(before, "Piña Colada"));
  });

  it("the bar says what can be made tonight, and a change to the bar is taken up", async () => {
    const member = await createMember("home_bartender");
    await saveTasteAnswers(member, { spirits: ["gin"], flavour: null, strength: null });
    const before = drinks(await loadForYouTonight(member.id, 6));
    expect(before.some((d) => d.reasons.startsWith("You have everything"))).toBe(false);
    await stockBar(member.id, ["London Dry Gin", "Fresh Lime Juice", "Simple Syrup"]);
    await refreshStaleRecommendations();
    const after = drinks(await loadForYouTonight(member.id, 6));
    expect(after.find((d) => d.name === "Gimlet")?.reasons).toMatch(/^You have everything · you like gin/);
  });

  it("a saved drink may come back, said to be saved; own drinks never do", async () => {
    const member = await createMember("saver");
    await saveTasteAnswers(member, { spirits: ["gin"], flavour: null, strength: null });
    const first = names(await loadForYouTonight(member.id, 6));
    const saved = first[1] as string;
    await setRecipeSaved(member, await idOf(saved), true);
    await refreshStaleRecommendations();
    const result = drinks(await loadForYouTonight(member.id, 30));
    expect(result.find((d) => d.name === saved)?.reasons).toMatch(/^On your saved list/);

    const author = await db.select({ user_id: recipes.user_id }).from(recipes).where(eq(recipes.name, "Negroni"));
    const authorId = author[0]?.user_id as string;
    await saveTasteAnswers({ id: authorId }, { spirits: ["gin"], flavour: "bitter", strength: null });
    const own = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.user_id, authorId));
    const suggested = await loadForYouTonight(authorId, 30);
    expect(suggested.kind).toBe("drinks");
    const ownIds = new Set(own.map((r) => r.id));
    expect((await keptRecommendationIds(authorId)).filter((id) => ownIds.has(id))).toEqual([]);
  });

  it("a drink made private leaves at once, and a drink of the member's made private is never named", async () => {
    const member = await createMember("privacy_watcher");
    await setRecipeLiked(member, await idOf("Negroni"), true);
    const before = drinks(await loadForYouTonight(member.id, 6));
    const first = before[0];
    expect(first?.reasons).toContain("Negroni");

    await db
      .update(recipes)
      .set({ is_public: false })
      .where(eq(recipes.name, first?.name as string));
    const withoutIt = names(await loadForYouTonight(member.id, 6));
    expect(withoutIt).not.toContain(first?.name);

    await db.update(recipes).set({ is_public: false }).where(eq(recipes.name, "Negroni"));
    const after = drinks(await loadForYouTonight(member.id, 30));
    expect(after.map((d) => d.reasons).join("\n")).not.toContain("Negroni");
    await db.update(recipes).set({ is_public: true }).where(eq(recipes.name, "Negroni"));
    await db
      .update(recipes)
      .set({ is_public: true })
      .where(eq(recipes.name, first?.name as string));
  });

  it("kept suggestions are shown until the refresher has worked them out again after a change", async () => {
    const member = await createMember("steady");
    await saveTasteAnswers(member, { spirits: ["tequila"], flavour: null, strength: null });
    const first = names(await loadForYouTonight(member.id, 6));
    const row = async () => (await db.select().from(taste_profiles).where(eq(taste_profiles.user_id, member.id)))[0];
    const kept = await row();
    expect(kept?.recommended_version).toBe(kept?.history_version);

    // A like puts them out of date (the trigger raises the version); the page still shows the kept ones.
    const paloma = await idOf("Paloma");
    const wasSuggested = (await keptRecommendationIds(member.id)).includes(paloma);
    await setRecipeLiked(member, paloma, true);
    expect((await row())?.history_version).toBe((kept?.history_version ?? 0) + 1);
    expect(names(await loadForYouTonight(member.id, 6))).toEqual(first);
    expect((await row())?.recommended_at).toEqual(kept?.recommended_at);

    // The refresher's sweep works them out again, once.
    expect(await refreshStaleRecommendations()).toBeGreaterThanOrEqual(1);
    const again = await row();
    expect(again?.recommended_version).toBe(again?.history_version);
    expect(await keptRecommendationIds(member.id)).not.toContain(paloma);
    if (wasSuggested) expect(names(await loadForYouTonight(member.id, 6))).not.toEqual(first);
    expect(await refreshStaleRecommendations()).toBe(0);
  });

  it("nothing the member rated, even 3 stars, comes back, and low ratings alone steer away", async () => {
    const member = await createMember("only_low");
    await rateRecipe(member, await idOf("Margarita"), 3);
    for (const name of ["Negroni", "Boulevardier", "Americano"]) await rateRecipe(member, await idOf(name), 1);
    const result = names(await loadForYouTonight(member.id, 30));
    expect(result).not.toContain("Margarita");
    const top = result.slice(0, 6);
    expect(top.filter((n) => ["Negroni Sbagliato", "Hanky Panky", "Paper Plane"].includes(n))).toEqual([]);
    // Against a member who told us nothing: drinks like the ones rated low sink.
    const blank = await createMember("blank_slate");
    await saveTasteAnswers(blank, NO_TASTE_ANSWERS);
    const baseline = names(await loadForYouTonight(blank.id, 30));
    const rankIn = (list: string[], name: string) => (list.includes(name) ? list.indexOf(name) : list.length);
    expect(rankIn(result, "Paper Plane")).toBeGreaterThan(rankIn(baseline, "Paper Plane"));
  });

  it("a member another instance is working out is left alone until its claim runs out", async () => {
    const member = await createMember("claimed");
    await saveTasteAnswers(member, { spirits: ["vodka"], flavour: null, strength: null });
    await loadForYouTonight(member.id, 6);
    await db
      .update(taste_profiles)
      .set({ history_version: sql`history_version + 1`, refreshing_until: sql`now() + interval '30 seconds'` })
      .where(eq(taste_profiles.user_id, member.id));
    expect(await refreshStaleRecommendations()).toBe(0);
    await db
      .update(taste_profiles)
      .set({ refreshing_until: sql`now() - interval '1 second'` })
      .where(eq(taste_profiles.user_id, member.id));
    expect(await refreshStaleRecommendations()).toBe(1);
    const [row] = await db.select().from(taste_profiles).where(eq(taste_profiles.user_id, member.id));
    expect(row?.recommended_version).toBe(row?.history_version);
    expect(row?.refreshing_until).toBeNull();
  });

  it("quiz answers outside the choices are refused", () => {
    const form = new FormData();
    form.append("spirits", "gin");
    form.append("spirits", "absinthe");
    expect(tasteAnswersFromForm(form).success).toBe(false);
    const strength = new FormData();
    strength.set("strength", "lethal");
    expect(tasteAnswersFromForm(strength).error?.issues[0]?.message).toBe("Choose how strong you like them");
    const fine = new FormData();
    fine.append("spirits", "gin");
    fine.set("flavour", "bitter");
    expect(tasteAnswersFromForm(fine).data).toEqual({ spirits: ["gin"], flavour: "bitter", strength: null });
  });

  it("nothing is stored for a member until they are asked", async () => {
    const member = await createMember("untouched");
    await setRecipeLiked(member, await idOf("Daiquiri"), true);
    const rows = await db.execute(sql`select count(*)::int as n from taste_profiles where user_id = ${member.id}`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});
