/** How a recipe's source (issue 22) is named on the page and in the form: the site's name, else its host. */
export type RecipeSourceFields = { url: string; name?: string | null; author?: string | null };

export function sourceSite(source: RecipeSourceFields): string {
  if (source.name) return source.name;
  try {
    return new URL(source.url).hostname.replace(/^www\./, "");
  } catch {
    return source.url;
  }
}
