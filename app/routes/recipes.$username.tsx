import { redirect } from "react-router";

/** Part 1 §2: a recipe address with the recipe slug missing goes to the listing. */
export function loader() {
  return redirect("/recipes");
}
