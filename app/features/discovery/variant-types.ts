/** A recipe named in a "Variant of" line or offered by the form's picker (issue 23). */
export type RecipeReference = { id: string; name: string; slug: string; author: string };
