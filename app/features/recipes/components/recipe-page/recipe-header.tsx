/** Part 1 §2: the recipe's name, author, rating, actions, categories and types, and description. */
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { formatDate } from "~/lib/format";
import type { RecipeDetail } from "../../recipe-types";
import { RecipeSourceLine } from "../recipe-source-line";
import { RatingSummary } from "./rating-summary";
import { authorName } from "./recipe-page-meta";
import { SocialActions } from "./social-actions";
import { useLiveAggregate } from "./use-reaction";

const chipClasses =
  "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold transition hover:ring-2 hover:ring-accent/40";

type Props = {
  recipe: RecipeDetail;
  /** The signed-in member's own like, save and rating (all unset for guests). */
  reactions: { liked: boolean; saved: boolean; rating: number | null };
  signedIn: boolean;
  path: string;
  isAuthor: boolean;
};

export function RecipeHeader({ recipe, reactions, signedIn, path, isAuthor }: Props) {
  const { author } = recipe;
  const aggregate = useLiveAggregate(recipe.id, {
    value: recipe.aggregate_rating_value,
    count: recipe.aggregate_rating_count,
    rating: reactions.rating,
  });
  const name = authorName(author);
  const date = recipe.published_at ?? recipe.created_at;
  return (
    <header className="flex flex-col gap-4">
      {recipe.categories.length || recipe.cocktail_types.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Categories and cocktail types">
          {recipe.categories.map((category) => (
            <li key={`c${category.id}`}>
              <Link to={`/recipes?category=${category.id}`} className={`${chipClasses} bg-accent-soft text-accent`}>
                {category.name}
              </Link>
            </li>
          ))}
          {recipe.cocktail_types.map((type) => (
            <li key={`t${type.id}`}>
              <Link
                to={`/recipes?type=${type.id}`}
                className={`${chipClasses} border border-line bg-surface text-ink hover:bg-surface-2`}
              >
                {type.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <h1 className="text-4xl font-semibold leading-tight text-balance sm:text-5xl">{recipe.name}</h1>

      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <Link to={`/${author.username}`} className="group flex items-center gap-2.5">
          <span aria-hidden>
            <Avatar src={author.profile_picture_url} name="" size={40} />
          </span>
          <span className="leading-tight">
            <span className="block text-sm font-semibold group-hover:underline">{name}</span>
            <span className="block text-xs text-muted">@{author.username}</span>
          </span>
        </Link>
        <RatingSummary value={aggregate.value} count={aggregate.count} />
      </div>

      <SocialActions
        recipeId={recipe.id}
        signedIn={signedIn}
        path={path}
        name={recipe.name}
        description={recipe.description}
        likes={recipe.likes_count}
        saves={recipe.saves_count}
        liked={reactions.liked}
        saved={reactions.saved}
        reportable={!isAuthor}
      />

      {recipe.description ? (
        <p className="text-lg leading-relaxed text-muted text-pretty">{recipe.description}</p>
      ) : null}

      {recipe.tags.length ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/recipes?${new URLSearchParams({ search: tag })}`} className="text-muted hover:text-accent">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="space-y-1">
        {recipe.source_url ? (
          <RecipeSourceLine
            source={{ url: recipe.source_url, name: recipe.source_name, author: recipe.source_author }}
          />
        ) : null}
        <p className="text-xs text-muted">
          {recipe.published_at ? "Published" : "Created"} <time dateTime={date}>{formatDate(date, "long")}</time>
        </p>
      </div>
    </header>
  );
}
