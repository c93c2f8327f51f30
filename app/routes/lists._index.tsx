/** /lists (issue 23): the editorial lists, each a public page made from the data. */
import { Link } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { ChevronRight } from "~/components/ui/icons/icons";
import { LISTS_DESCRIPTION, LISTS_TITLE, listsIndexMeta } from "~/features/discovery/editorial-list-meta";
import { EDITORIAL_LISTS, editorialListPath } from "~/features/discovery/editorial-lists";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/lists._index";

export function loader() {
  return { origin: env().PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ data }) => listsIndexMeta(data?.origin ?? "");

export default function ListsPage() {
  return (
    <section aria-labelledby="lists-title">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: LISTS_TITLE }]} />
      <h1 id="lists-title" className="text-4xl font-semibold">
        {LISTS_TITLE}
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">{LISTS_DESCRIPTION}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {EDITORIAL_LISTS.map((list) => (
          <li key={list.slug}>
            <Link
              to={editorialListPath(list.slug)}
              className="group flex h-full items-start justify-between gap-4 rounded-(--radius-card) border border-line bg-surface p-6 shadow-(--shadow-card) transition hover:border-accent"
            >
              <span>
                <span className="block font-display text-2xl font-semibold group-hover:text-accent">{list.title}</span>
                <span className="mt-2 block text-muted">{list.description}</span>
              </span>
              <ChevronRight className="mt-2 size-5 shrink-0 text-muted group-hover:text-accent" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
