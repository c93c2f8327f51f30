/** Part 2 §2 Collection management: the three counters, Recipes, Views and Shares. */
import { BookOpen, Eye, Share2 } from "~/components/ui/icons/icons";
import { StatCounters } from "~/features/recipes/components/managed-recipe-panels";
import type { CollectionPageData } from "../collection-types";

export function CollectionCounters({
  collection,
}: {
  collection: Pick<CollectionPageData, "recipe_count" | "view_count" | "shares_count">;
}) {
  return (
    <StatCounters
      columns="grid-cols-3"
      counters={[
        { label: "Recipes", value: collection.recipe_count, icon: BookOpen },
        { label: "Views", value: collection.view_count, icon: Eye },
        { label: "Shares", value: collection.shares_count, icon: Share2 },
      ]}
    />
  );
}
