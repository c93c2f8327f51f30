import { z } from "zod";
import { getViewer } from "~/features/auth/session.server";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { listFeaturedCollections } from "~/features/collections/collection-queries.server";
import { homeMeta } from "~/features/home/home-meta";
import { ClosingCall, FeatureBlurbs, FeaturedCollections, FeaturedRecipes, Hero } from "~/features/home/home-sections";
import { NewsletterForm } from "~/features/home/newsletter-form";
import { listFeaturedRecipes } from "~/features/recipes/recipe-queries.server";
import { getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { FEATURED_COUNT } from "~/lib/constants";
import { env } from "~/lib/env.server";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { fullBleed: true };

export async function loader({ request }: Route.LoaderArgs) {
  // Rendered on the server (rather than when scrolled into view) so the first paint and
  // search engines already see the drinks. The small-screen limit of 4 is applied in CSS.
  const [recipes, collections, viewer] = await Promise.all([
    listFeaturedRecipes(FEATURED_COUNT),
    listFeaturedCollections(FEATURED_COUNT),
    getViewer(request),
  ]);
  const ids = recipes.map((recipe) => recipe.id);
  const [reactions, barCoverage] = await Promise.all([
    getViewerReactionsForRecipes(viewer?.id ?? null, ids),
    cardBarCoverageOrNone(viewer?.id ?? null, ids),
  ]);
  return { recipes, collections, reactions, barCoverage, signedIn: viewer !== null, origin: env().PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ data }) => homeMeta(data?.origin ?? "");

const NewsletterSchema = z.object({ email: z.email("Please enter a valid email address") });

export async function action({ request }: Route.ActionArgs) {
  const parsed = NewsletterSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? "Please enter a valid email address" };
  // Part 1 §7: the newsletter submission is only logged; no list exists yet.
  console.info(`Newsletter sign-up: ${parsed.data.email}`);
  return { ok: true, message: "Thanks for subscribing!" };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <FeatureBlurbs />
      <FeaturedRecipes
        recipes={loaderData.recipes}
        reactions={loaderData.reactions}
        barCoverage={loaderData.barCoverage}
        signedIn={loaderData.signedIn}
      />
      <FeaturedCollections collections={loaderData.collections} />
      <NewsletterForm />
      <ClosingCall />
    </>
  );
}
