import { Clock, Star } from "lucide-react";
import { Link } from "react-router";
import { difficultyFromRating } from "../difficulty";
import type { RecipeCardData } from "../recipe-types";
import { RecipeImage } from "./recipe-image";

export function RecipeCard({ recipe }: { recipe: RecipeCardData }) {
  const href = `/recipes/${recipe.author.username}/${recipe.slug}`;
  const rating = recipe.aggregate_rating_value;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition hover:-translate-y-0.5">
      <div className="relative aspect-[4/3] overflow-hidden">
        <RecipeImage
          src={recipe.image_url}
          alt=""
          className="size-full transition duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute left-3 top-3 rounded-full bg-surface/90 px-2.5 py-1 text-xs font-semibold text-ink backdrop-blur">
          {difficultyFromRating(rating)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold leading-snug">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {recipe.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">by @{recipe.author.username}</p>
        {recipe.description ? <p className="mt-2 line-clamp-2 text-sm text-muted">{recipe.description}</p> : null}
        <div className="mt-auto flex items-center gap-4 pt-4 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
            {rating ? (
              <>
                <span className="font-medium text-ink">{rating.toFixed(1)}</span>
                <span>({recipe.aggregate_rating_count})</span>
              </>
            ) : (
              "Not rated yet"
            )}
          </span>
          {recipe.total_minutes ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden />
              {recipe.total_minutes} min
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
