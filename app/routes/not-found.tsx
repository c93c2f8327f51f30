import { data } from "react-router";
import { NotFoundView } from "~/components/layout/not-found-view";
import { RecipeNotFound } from "~/features/recipes/components/recipe-page/recipe-notices";
import { notFoundMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  // A real 404 status, so crawlers and monitors see a missing page as missing.
  const from = new URL(request.url).searchParams.get("from");
  return data({ from }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return loaderData?.from === "recipe" ? <RecipeNotFound /> : <NotFoundView />;
}
