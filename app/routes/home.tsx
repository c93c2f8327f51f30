import { data } from "react-router";
import { getViewer } from "~/features/auth/session.server";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { listFeaturedCollections } from "~/features/collections/collection-queries.server";
import { homeMeta } from "~/features/home/home-meta";
import {
  ClosingCall,
  FeatureBlurbs,
  FeaturedCollections,
  FeaturedRecipes,
  Hero,
  HOME_CONTAINER,
} from "~/features/home/home-sections";
import { NewsletterForm } from "~/features/home/newsletter-form";
import { requestNewsletterSubscription } from "~/features/newsletter/newsletter-mutations.server";
import { NEWSLETTER_CHECK_INBOX, NewsletterSchema } from "~/features/newsletter/newsletter-schema";
import { listFeaturedRecipes } from "~/features/recipes/recipe-queries.server";
import { ForYouTonightSection } from "~/features/recommendations/components/for-you-tonight";
import { loadForYouTonight } from "~/features/recommendations/recommendation-queries.server";
import { FOR_YOU_ON_HOME } from "~/features/recommendations/recommendation-types";
import { originFromMatches } from "~/features/seo/seo-meta";
import { getViewerReactionsForRecipes } from "~/features/social/viewer-reactions.server";
import { errorHeaders } from "~/lib/action-result.server";
import { FEATURED_COUNT } from "~/lib/constants";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { sharedData } from "~/lib/page-cache/shared-data.server";
import { softly } from "~/lib/softly";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { fullBleed: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Rendered on the server (rather than when scrolled into view) so the first paint and
  // search engines already see the drinks. The small-screen limit of 4 is applied in CSS.
  const [recipes, collections, viewer] = await Promise.all([
    // The same for everyone (public drinks only), so shared between requests (issue 19).
    sharedData(context, "home:recipes", () => listFeaturedRecipes(FEATURED_COUNT)),
    sharedData(context, "home:collections", () => listFeaturedCollections(FEATURED_COUNT)),
    getViewer(request),
  ]);
  const ids = recipes.map((recipe) => recipe.id);
  const [reactions, barCoverage, forYou] = await Promise.all([
    getViewerReactionsForRecipes(viewer?.id ?? null, ids),
    cardBarCoverageOrNone(viewer?.id ?? null, ids),
    viewer ? softly("recommendations", () => loadForYouTonight(viewer.id, FOR_YOU_ON_HOME), null) : null,
  ]);
  const signedIn = viewer !== null;
  return { recipes, collections, reactions, barCoverage, forYou, signedIn, origin: env().PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ data, matches }) => homeMeta(data?.origin ?? originFromMatches(matches));

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = NewsletterSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? "Please enter a valid email address" };
  // Issue 17: double opt-in; the same answer whether or not the address was known.
  try {
    await requestNewsletterSubscription(parsed.data, context.clientIp);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ ok: false, message: error.message }, { status: error.status, headers: errorHeaders(error) });
  }
  return { ok: true, message: NEWSLETTER_CHECK_INBOX };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      {loaderData.forYou ? (
        <ForYouTonightSection data={loaderData.forYou} className={`${HOME_CONTAINER} pt-10`} />
      ) : null}
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
