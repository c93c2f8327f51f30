/**
 * Issue 19: the recipe page's loader lets signed-in members share the answer visitors get (the shared query
 * results of the page cache) only where it is theirs too: a recipe everyone may see, not shown to its author
 * (who sees their own hidden full name). Followers-only recipes and an author's draft are looked up for the
 * member.
 */
import { describe, expect, it } from "vitest";
import { getViewer } from "~/features/auth/session.server";
import { savePrivacySettings } from "~/features/privacy/privacy-settings.server";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { setRecipeLiked } from "~/features/social/recipe-reactions.server";
import { DEFAULT_PRIVACY_SETTINGS } from "~/lib/constants";
import { SharedData } from "~/lib/page-cache/shared-data.server";
import { loader } from "~/routes/recipes.$username.$recipeSlug";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createRecipe, setRecipeVisibility } from "./recipe-mutations.server";
import { RecipeInput } from "./recipe-schema";

setupTestDatabase();

type Args = Parameters<typeof loader>[0];

const sour = RecipeInput.parse({
  name: "Shared Sour",
  ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }],
  steps: ["Shake with ice."],
});

/** The member's id, from the session their cookie carries. */
async function memberIdOf(cookie: string): Promise<string> {
  const viewer = await getViewer(new Request("http://localhost:3000/", { headers: { cookie } }));
  if (!viewer) throw new Error("not signed in");
  return viewer.id;
}

async function openAs(cookie: string | null, slug: string, sharedData: SharedData) {
  const request = new Request(`http://localhost:3000/recipes/shared_author/${slug}`, {
    headers: cookie ? { cookie } : {},
  });
  try {
    return await loader({
      request,
      params: { username: "shared_author", recipeSlug: slug },
      context: { sharedData },
    } as Args);
  } catch (thrown) {
    if (thrown instanceof Response) return { redirectedTo: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("the recipe page for members, beside the visitors' shared answer", () => {
  it("shares a public recipe with members, but not with its author or for what visitors may not see", async () => {
    const author = await signUpConfirmed(
      { username: "shared_author", email: "shared_author@example.com", firstName: "Ada" },
      "10.0.0.1",
    );
    const reader = await signUpConfirmed({ username: "shared_reader", email: "shared_reader@example.com" }, "10.0.0.2");
    const authorId = await memberIdOf(author.cookie);
    await savePrivacySettings({ id: authorId }, { ...DEFAULT_PRIVACY_SETTINGS, show_full_name: false });
    const open = await createRecipe({ id: authorId }, sour, { status: "published" });
    const closed = await createRecipe({ id: authorId }, { ...sour, name: "Friends Sour" }, { status: "published" });
    await setRecipeVisibility({ id: authorId }, closed.id, "followers");
    const draft = await createRecipe({ id: authorId }, { ...sour, name: "Draft Sour" }, { status: "draft" });

    const shared = new SharedData({ ttlMs: 5_000, maxBytes: 1_000_000 });
    const visitor = await openAs(null, open.slug, shared);
    const member = await openAs(reader.cookie, open.slug, shared);
    // The member got what visitors share (the very objects: no lookup of their own) ...
    if (!("recipe" in member && "recipe" in visitor)) throw new Error("expected both pages");
    expect(member.recipe.ingredients).toBe(visitor.recipe.ingredients);
    // ... with the counts as they are now: their like shows at once, while visitors' answer waits its seconds.
    await setRecipeLiked({ id: await memberIdOf(reader.cookie) }, open.id, true);
    const liked = await openAs(reader.cookie, open.slug, shared);
    expect("recipe" in liked && liked.recipe.likes_count).toBe(visitor.recipe.likes_count + 1);
    expect("recipe" in liked && liked.reactions.liked).toBe(true);
    expect("recipe" in liked && liked.recipe.ingredients).toBe(visitor.recipe.ingredients);
    expect("recipe" in member && member.recipe.author.first_name).toBeNull();
    expect("signedIn" in member && member.signedIn).toBe(true);
    // Its author sees their own full name, which the shared answer hides.
    const own = await openAs(author.cookie, open.slug, shared);
    expect("recipe" in own && own.recipe.author.first_name).toBe("Ada");

    // Followers-only: not visitors', so the member's own lookup decides.
    expect(await openAs(reader.cookie, closed.slug, shared)).toEqual({ redirectedTo: "/404?from=recipe" });
    await followMember({ id: await memberIdOf(reader.cookie) }, "shared_author");
    const following = await openAs(reader.cookie, closed.slug, shared);
    expect("recipe" in following && following.recipe.name).toBe("Friends Sour");
    // A draft is its author's alone.
    expect(await openAs(reader.cookie, draft.slug, shared)).toEqual({ redirectedTo: "/404?from=recipe" });
    const ownDraft = await openAs(author.cookie, draft.slug, shared);
    expect("recipe" in ownDraft && ownDraft.recipe.status).toBe("draft");
  });
});
