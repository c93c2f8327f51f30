/**
 * /search's bodies (issue 18): a query's four groups (recipes, collections, members, posts), or, for the
 * empty query, the popular recipes and collections. A group that found nothing is left out (SearchGroup).
 */
import type { ComponentProps } from "react";
import { PostList } from "~/features/feed/components/post-list";
import { MemberRows } from "~/features/profiles/components/member-list";
import { RecipeCardGrid } from "~/features/recipes/components/recipe-card-grid";
import { searchHref } from "../search-schema";
import type { PopularContent, SiteSearchResults } from "../site-search.server";
import { CollectionGrid, SearchGroup } from "./search-results";

/** What every recipe card needs besides its recipe: the viewer's reactions and bar coverage. */
export type SearchCards = Omit<ComponentProps<typeof RecipeCardGrid>, "recipes">;

/** Each group's "See all" link into its own listing. */
export type SeeAllLinks = { recipes: string; collections: string; community: string };

export function ResultGroups({
  q,
  results,
  cards,
  seeAll,
}: {
  q: string;
  results: SiteSearchResults;
  cards: SearchCards;
  seeAll: SeeAllLinks;
}) {
  return (
    <>
      <SearchGroup
        id="search-recipes"
        title="Recipes"
        count={results.recipeTotal}
        exact
        seeAll={{ to: seeAll.recipes, label: `See all ${results.recipeTotal} recipes` }}
      >
        <RecipeCardGrid recipes={results.recipes} {...cards} />
      </SearchGroup>
      <SearchGroup
        id="search-collections"
        title="Collections"
        count={results.collections.length}
        seeAll={{ to: seeAll.collections, label: "See all collections" }}
      >
        <CollectionGrid collections={results.collections} />
      </SearchGroup>
      <SearchGroup
        id="search-members"
        title="Members"
        count={results.members.length}
        seeAll={{ to: seeAll.community, label: "See all in Community" }}
      >
        <MemberRows members={results.members} />
      </SearchGroup>
      <SearchGroup
        id="search-posts"
        title="Posts"
        count={results.posts.length}
        seeAll={{ to: seeAll.community, label: "See all posts" }}
      >
        <PostList posts={results.posts} signedIn={cards.signedIn} path={searchHref(q)} />
      </SearchGroup>
    </>
  );
}

export function PopularGroups({ popular, cards }: { popular: PopularContent; cards: SearchCards }) {
  return (
    <>
      <SearchGroup
        id="popular-recipes"
        title="Popular recipes"
        showCount={false}
        count={popular.recipes.length}
        seeAll={{ to: "/recipes?sort=popular", label: "See all recipes" }}
      >
        <RecipeCardGrid recipes={popular.recipes} {...cards} />
      </SearchGroup>
      <SearchGroup
        id="popular-collections"
        title="Popular collections"
        showCount={false}
        count={popular.collections.length}
        seeAll={{ to: "/collections", label: "See all collections" }}
      >
        <CollectionGrid collections={popular.collections} />
      </SearchGroup>
    </>
  );
}
