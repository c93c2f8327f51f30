import { Bookmark, Wine } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { requireViewer } from "~/features/auth/session.server";
import { countBarItems } from "~/features/bar/bar-queries.server";
import type { Route } from "./+types/bar._index";

export const meta: Route.MetaFunction = () => [{ title: "My Bar | Muddle" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { username: viewer.username, itemCount: await countBarItems(viewer.id) };
}

export default function MyBar({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="bar-title">
      <h1 id="bar-title" className="text-3xl font-semibold">
        My Bar
      </h1>
      <p className="mt-1 text-muted">Welcome, @{loaderData.username}.</p>
      <Link
        to="/bar/saved"
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
      >
        <Bookmark className="size-4" aria-hidden />
        Saved recipes
      </Link>
      {loaderData.itemCount === 0 ? (
        <div className="mt-8 rounded-(--radius-card) border border-dashed border-line bg-surface p-10 text-center">
          <Wine className="mx-auto size-10 text-accent" aria-hidden />
          <h2 className="mt-4 text-2xl font-semibold">Build Your Bar</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">
            Add the bottles and ingredients you have at home, and Muddle will show you what you can make.
          </p>
          <Link to="/bar/build" className={buttonClasses({ className: "mt-6" })}>
            Add Ingredients
          </Link>
        </div>
      ) : (
        <p className="mt-6">You have {loaderData.itemCount} ingredients in your bar.</p>
      )}
    </section>
  );
}
