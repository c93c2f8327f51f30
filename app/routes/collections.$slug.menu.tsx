/**
 * Part 2 §2 Drink menu (/collections/{slug}/menu), with what issue 15 adds: a QR code to the menu, a
 * print layout, and the owner's "Only what my bar can make now" switch, which the menu honours for
 * every viewer. Anyone who may not see the collection gets the same 404 as for one that never existed.
 */

import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { toastSuccess } from "~/components/layout/action-toast";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeft, SearchX } from "~/components/ui/icons/icons";
import { getViewer, requireViewer } from "~/features/auth/session.server";
import { menuMeta, notFoundMeta } from "~/features/collections/collection-meta";
import { setMenuBarOnly } from "~/features/collections/collection-mutations.server";
import { getCollectionPage } from "~/features/collections/collection-queries.server";
import { COLLECTION_NOT_FOUND, FAILURES, MESSAGES } from "~/features/collections/collection-schema";
import { DrinkMenu, MENU_NOT_FOUND, PrintMenuButton } from "~/features/collections/components/drink-menu";
import { MenuBarOnlySwitch } from "~/features/collections/components/menu-bar-only-switch";
import { MenuQrCode } from "~/features/collections/components/menu-qr-code";
import { getDrinkMenu } from "~/features/collections/drink-menu-queries.server";
import { qrCodeSvg } from "~/features/collections/menu-qr-code.server";
import { COLLECTIONS_PATH, collectionPath, menuPath } from "~/features/collections/public-collections-params";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { env } from "~/lib/env.server";
import { AppError, NotFound } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/collections.$slug.menu";

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const viewerId = viewer?.id ?? null;
  // The page's figures give the audience (for search engines) and how many recipes the switch hides.
  const [menu, page] = await Promise.all([
    getDrinkMenu(params.slug, viewerId),
    getCollectionPage(params.slug, viewerId),
  ]);
  if (menu.kind === "moved") throw redirect(`${menuPath(menu.slug)}${new URL(request.url).search}`, 301);
  if (menu.kind === "missing" || page.kind !== "found") return data({ found: false as const }, { status: 404 });

  const origin = env().PUBLIC_URL;
  const url = `${origin}${menuPath(menu.data.collection.slug)}`;
  return {
    found: true as const,
    menu: menu.data,
    visibility: page.data.visibility,
    imageUrl: page.data.image_url,
    total: page.data.recipe_count,
    qrSvg: await qrCodeSvg(url),
    url,
    origin,
  };
}

const MenuSettings = z.object({
  intent: z.literal("bar-only", { error: "Unknown action" }),
  barOnly: z.literal("on").optional(),
  via: z.string().optional(),
});

/** The owner's switch; anyone else (a member it is shared with included) is told it does not exist. */
export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const parsed = MenuSettings.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error, FAILURES.update);
  const barOnly = parsed.data.barOnly === "on";
  let slug = params.slug;
  try {
    const page = await getCollectionPage(params.slug, viewer.id);
    if (page.kind !== "found") throw new NotFound(COLLECTION_NOT_FOUND);
    slug = page.data.slug;
    await setMenuBarOnly(viewer, page.data.id, barOnly);
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Menu setting of collection ${params.slug} failed`, error);
    return data<ActionFailure>({ ok: false, formError: FAILURES.update, fieldErrors: {} }, { status: 500 });
  }
  const message = barOnly ? MESSAGES.menuFollowsBar : MESSAGES.menuShowsAll;
  // A fetcher stays on the page; a plain form post (no JavaScript yet) comes back here (post/redirect/get).
  if (parsed.data.via === "fetcher") return { ok: true as const, message, barOnly };
  return redirect(menuPath(slug), { headers: { "Set-Cookie": await toastHeader({ type: "success", message }) } });
}

/** A fetcher's success message is toasted as it arrives. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return toastSuccess(serverAction());
}

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data?.found) return notFoundMeta(args, MENU_NOT_FOUND);
  return menuMeta({
    collection: { ...data.menu.collection, image_url: data.imageUrl },
    visibility: data.visibility,
    origin: data.origin,
  });
};

export default function DrinkMenuPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <MenuNotFound />;
  const { menu, total, qrSvg, url } = loaderData;
  const { collection } = menu;
  return (
    <div className="mx-auto max-w-6xl print:max-w-none">
      <div className="print:hidden">
        <Breadcrumb
          items={[
            { label: "Home", to: "/" },
            { label: "Collections", to: COLLECTIONS_PATH },
            { label: collection.name, to: collectionPath(collection.slug) },
            { label: "Drink Menu" },
          ]}
        />
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_17rem] print:block">
        <DrinkMenu menu={menu} barOnlyNote={collection.menu_bar_only && !collection.is_owner} />
        <aside aria-label="Menu tools" className="flex flex-col gap-4 print:mt-6 print:flex-row">
          <div className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) print:ml-auto print:border-0 print:p-0 print:shadow-none">
            <MenuQrCode svg={qrSvg} url={url} />
          </div>
          <div className="flex flex-col gap-2 print:hidden">
            <PrintMenuButton />
            <Link to={collectionPath(collection.slug)} className={buttonClasses({ variant: "secondary" })}>
              <ArrowLeft className="size-4" aria-hidden />
              Back to collection
            </Link>
          </div>
          {collection.is_owner ? (
            <MenuBarOnlySwitch on={collection.menu_bar_only} shown={menu.items.length} total={total} />
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function MenuNotFound() {
  return (
    <section aria-labelledby="menu-not-found-title" className="mx-auto max-w-lg py-16 text-center">
      <SearchX className="mx-auto size-10 text-accent" aria-hidden />
      <h1 id="menu-not-found-title" className="mt-4 text-3xl font-semibold">
        {MENU_NOT_FOUND}
      </h1>
      <Link to={COLLECTIONS_PATH} className={buttonClasses({ className: "mt-8" })}>
        <ArrowLeft className="size-4" aria-hidden />
        Browse Collections
      </Link>
    </section>
  );
}
