/** URL slugs: lower-case ASCII words joined by hyphens ("Tommy's Margarita" → "tommys-margarita"). */
export function slugify(text: string, maxLength = 80, fallback = "recipe"): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
  return slug || fallback;
}
