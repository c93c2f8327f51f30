/**
 * Part 2 §2 the standalone "Create collection" page (/collections/new): the same form outside the bar,
 * with the terms agreement ("Please enter a name and agree to the terms"). Members only: a visitor
 * signs in first and comes back here.
 */
import { requireViewer } from "~/features/auth/session.server";
import { createCollectionFromForm, newCollectionValues } from "~/features/collections/collection-form.server";
import { CollectionForm } from "~/features/collections/components/collection-form";
import { CollectionFormFrame } from "~/features/collections/components/collection-form-frame";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/collections.new";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Create Collection");

export async function loader({ request }: Route.LoaderArgs) {
  return { defaultValue: await newCollectionValues(await requireViewer(request)) };
}

export async function action({ request }: Route.ActionArgs) {
  return createCollectionFromForm(request, await requireViewer(request), { standalone: true });
}

export default function StandaloneNewCollectionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CollectionFormFrame
      crumbs={[
        { label: "Home", to: "/" },
        { label: "Collections", to: "/collections" },
        { label: "Create Collection" },
      ]}
      title="Create Collection"
      lead="Gather recipes for a party, a season or your bar's menu, and share them with friends or everyone."
    >
      <CollectionForm
        mode="create"
        standalone
        defaultValue={loaderData.defaultValue}
        lastResult={actionData}
        cancelTo="/collections"
      />
    </CollectionFormFrame>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
