/**
 * Issue 15's real edit page (/bar/collections/{slug}/edit; the spec's product only said "Collection
 * editing coming soon"): the create form prefilled, with the image kept, replaced or removed. An old
 * address of a renamed collection leads to the new one; a missing or someone else's collection shows
 * "Collection not found".
 */
import { data, redirect } from "react-router";
import { requireViewer } from "~/features/auth/session.server";
import { updateCollectionFromForm } from "~/features/collections/collection-form.server";
import { getManagedCollection } from "~/features/collections/collection-queries.server";
import { CollectionForm } from "~/features/collections/components/collection-form";
import { CollectionFormFrame } from "~/features/collections/components/collection-form-frame";
import { CollectionNotFound } from "~/features/collections/components/collection-not-found";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/bar.collections.$slug.edit";

export const meta: Route.MetaFunction = (args) =>
  membersOnlyMeta(args, args.data?.collection ? `Edit ${args.data.collection.name}` : "Collection not found");

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const found = await getManagedCollection(viewer, params.slug);
  // 302, not 301: a later collection may take the old name, and a browser would remember a 301.
  if (found.kind === "moved") throw redirect(`/bar/collections/${found.slug}/edit`);
  // Missing and someone else's look the same, so nobody learns another member's collection exists.
  if (found.kind === "missing") return data({ collection: null }, { status: 404 });
  const { id, slug, name, description, visibility, image_url } = found.data;
  return {
    collection: { id, slug, name, image_url, defaultValue: { name, description: description ?? "", visibility } },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return updateCollectionFromForm(request, await requireViewer(request), params.slug);
}

export default function EditCollectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { collection } = loaderData;
  if (!collection) return <CollectionNotFound />;
  const managePath = `/bar/collections/${collection.slug}`;
  return (
    <CollectionFormFrame
      crumbs={[
        { label: "My Bar", to: "/bar" },
        { label: "My Collections", to: "/bar/collections" },
        { label: collection.name, to: managePath },
        { label: "Edit" },
      ]}
      title="Edit Collection"
      lead={collection.name}
    >
      <CollectionForm
        key={collection.id}
        mode="edit"
        defaultValue={collection.defaultValue}
        currentImage={collection.image_url}
        lastResult={actionData}
        cancelTo={managePath}
      />
    </CollectionFormFrame>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
