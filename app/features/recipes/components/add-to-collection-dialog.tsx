/**
 * Part 2 §2 "Add to Collection" dialog: a 'New collection name' field with an add button (a private
 * collection with an empty description, holding this recipe), the member's collections as toggle
 * buttons in a list about 16rem high, 'Loading collections...' / 'No collections yet', and Save
 * ('Saving...') / Cancel. Save sends the whole chosen set; the server applies the difference (§4).
 */

import { useEffect, useId, useState } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Check, Plus } from "~/components/ui/icons/icons";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { FAILURES, NewCollectionName } from "~/features/collections/collection-schema";
import type { PickableCollection } from "~/features/collections/collection-types";
import { VISIBILITY_LABELS } from "~/features/privacy/visibility";
import { VISIBILITY_ICONS } from "~/features/privacy/visibility-icons";
import type { CreateAnswer, SaveAnswer } from "./add-to-collection-tile";

type ListAnswer = { collections: PickableCollection[] } | { ok: false; formError: string | null };

export function AddToCollectionDialog({
  listKey,
  action,
  create,
  save,
  created,
  onOpenChange,
}: {
  listKey: string;
  action: string;
  create: FetcherWithComponents<CreateAnswer>;
  save: FetcherWithComponents<SaveAnswer>;
  /** Collections made in this opening, shown until the list is read again. */
  created: PickableCollection[];
  onOpenChange: (open: boolean) => void;
}) {
  const list = useFetcher<ListAnswer>({ key: listKey });
  const ids = { name: useId(), nameError: useId(), heading: useId() };
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [sentName, setSentName] = useState(false);
  // The member's clicks, over what the server says is chosen.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening (the dialog is keyed by it)
  useEffect(() => {
    if (list.state === "idle" && !list.data) list.load(action);
  }, []);

  // A name the server refused (too long, blank after cleaning) is shown under the field.
  const refused = sentName && create.state === "idle" && create.data?.ok === false ? create.data : null;
  const nameMessage = nameError ?? refused?.fieldErrors.name?.[0] ?? null;
  useEffect(() => {
    if (sentName && create.state === "idle" && create.data?.ok) setName("");
  }, [sentName, create.state, create.data]);

  const loaded = list.data && "collections" in list.data ? list.data.collections : null;
  const known = new Set(loaded?.map((c) => c.id));
  const collections = [...created.filter((c) => !known.has(c.id)), ...(loaded ?? [])];
  const isChosen = (c: PickableCollection) => toggled[c.id] ?? c.selected;
  const creating = create.state !== "idle";
  const saving = save.state !== "idle";

  function addCollection(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = NewCollectionName.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    setSentName(true);
    create.submit({ intent: "create", name: parsed.data.name }, { method: "post", action });
  }

  return (
    <ModalDialog
      open
      onOpenChange={onOpenChange}
      title="Add to Collection"
      description="Put this recipe in your collections, or start a new one."
    >
      <form noValidate onSubmit={addCollection} className="mt-5">
        <label htmlFor={ids.name} className="mb-1.5 block text-sm font-medium">
          New collection name
        </label>
        <div className="flex gap-2">
          <input
            id={ids.name}
            name="name"
            type="text"
            autoComplete="off"
            value={name}
            placeholder="e.g. Summer Party"
            aria-invalid={nameMessage ? true : undefined}
            aria-describedby={nameMessage ? ids.nameError : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
              setSentName(false);
            }}
            className="block h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3.5 text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
          />
          <button type="submit" disabled={creating} className={buttonClasses({ variant: "secondary" })}>
            <Plus className="size-4" aria-hidden />
            {creating ? "Adding..." : "Add"}
          </button>
        </div>
        {nameMessage ? (
          <p id={ids.nameError} className="mt-1 text-sm text-danger">
            {nameMessage}
          </p>
        ) : null}
      </form>

      <h3 id={ids.heading} className="mt-6 mb-2 text-sm font-medium">
        Your collections
      </h3>
      {loaded === null && !(list.data && "ok" in list.data) ? (
        <p role="status" className="rounded-xl bg-surface-2 px-4 py-6 text-center text-sm text-muted">
          Loading collections...
        </p>
      ) : list.data && "ok" in list.data ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {list.data.formError ?? FAILURES.load}
        </p>
      ) : collections.length === 0 ? (
        <p role="status" className="rounded-xl bg-surface-2 px-4 py-6 text-center text-sm text-muted">
          No collections yet
        </p>
      ) : (
        <ul aria-labelledby={ids.heading} className="-mx-1 max-h-64 space-y-1.5 overflow-y-auto overscroll-contain p-1">
          {collections.map((collection) => (
            <li key={collection.id}>
              <CollectionChoice
                collection={collection}
                chosen={isChosen(collection)}
                onToggle={() => setToggled((t) => ({ ...t, [collection.id]: !isChosen(collection) }))}
              />
            </li>
          ))}
        </ul>
      )}

      <save.Form method="post" action={action} className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="save" />
        {collections.filter(isChosen).map((c) => (
          <input key={c.id} type="hidden" name="collectionId" value={c.id} />
        ))}
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || loaded === null} aria-busy={saving || undefined}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </save.Form>
    </ModalDialog>
  );
}

function CollectionChoice({
  collection,
  chosen,
  onToggle,
}: {
  collection: PickableCollection;
  chosen: boolean;
  onToggle: () => void;
}) {
  const Icon = VISIBILITY_ICONS[collection.visibility];
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onToggle}
      className={`flex min-h-12 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
        chosen ? "border-accent bg-accent-soft" : "border-line bg-surface hover:bg-surface-2"
      }`}
    >
      <span
        aria-hidden
        className={`inline-flex size-5 shrink-0 items-center justify-center rounded-md border ${
          chosen ? "border-accent bg-accent text-accent-ink" : "border-line bg-surface"
        }`}
      >
        {chosen ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0 flex-1 truncate font-medium text-ink">{collection.name}</span>
      <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted">
        <Icon className="size-3.5" aria-hidden />
        {VISIBILITY_LABELS[collection.visibility]}
      </span>
    </button>
  );
}
