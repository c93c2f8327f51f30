/**
 * Part 1 §2 "Create New Recipe": choose a template or start from scratch, then the four-tab form.
 * (Placeholder until the form lands: the trigger opens /bar/recipes/new.)
 */
import { Link } from "react-router";

export function CreateRecipeDialog({ trigger }: { trigger: React.ReactNode }) {
  return <Link to="/bar/recipes/new">{trigger}</Link>;
}
