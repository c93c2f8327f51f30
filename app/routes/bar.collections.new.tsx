/** Part 2 §2 "Create collection" (/bar/collections/new): name, description, image, who can see it. */
import { requireViewer } from "~/features/auth/session.server";
import { createCollectionFromForm, newCollectionValues } from "~/features/collections/collection-form.server";
import { CollectionForm } from "~/features/collections/components/collection-form";
import { CollectionFormFrame } from "~/features/collections/components/collection-form-frame";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/bar.collections.new";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "New Collection");

export async function loader({ request }: Route.LoaderArgs) {
  return { defaultValue: await newCollectionValues(await requireViewer(request)) };
}

export async function action({ request }: Route.ActionArgs) {
  return createCollectionFromForm(request, await requireViewer(request));
}

export default function NewCollectionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CollectionFormFrame
      crumbs={[
        { label: "My Bar", to: "/bar" },
        { label: "My Collections", to: "/bar/collections" },
        { label: "New Collection" },
      ]}
      title="New Collection"
      lead="Gather recipes for a party, a season or your bar's menu."
    >
      <CollectionForm
        mode="create"
        defaultValue={loaderData.defaultValue}
        lastResult={actionData}
        cancelTo="/bar/collections"
      />
    </CollectionFormFrame>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
