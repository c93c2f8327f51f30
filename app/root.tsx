// First: zod settings that must apply before any schema is built in the browser (see the module).
import "~/lib/zod-browser";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { AuthSync } from "~/components/layout/auth-sync";
import { Footer } from "~/components/layout/footer";
import { HydratedMarker } from "~/components/layout/hydrated-marker";
import { Navbar } from "~/components/layout/navbar";
import { useNonce } from "~/components/layout/nonce";
import { NotFoundView } from "~/components/layout/not-found-view";
import { serverThemeClass, ThemeScript } from "~/components/layout/theme";
import { showToast, Toaster } from "~/components/layout/toaster";
import { UnverifiedEmailBanner } from "~/features/account/components/unverified-email-banner";
import { getViewer } from "~/features/auth/session.server";
import { CookieBanner } from "~/features/cookie-consent/components/cookie-banner";
import { storedCookieConsent } from "~/features/cookie-consent/cookie-consent.server";
import { standingNotice } from "~/features/moderation/appeals.server";
import { StandingBanner } from "~/features/moderation/components/standing-banner";
import { isModeratorRole } from "~/features/moderation/moderation-rules";
import { countUnreadNotifications } from "~/features/notifications/notification-queries.server";
import { rememberedUnreadCount } from "~/features/notifications/unread-count-memo.server";
import { OfflineSupport } from "~/features/offline/components/offline-support";
import { errorMeta } from "~/features/seo/seo-meta";
import { env } from "~/lib/env.server";
import { readToast } from "~/lib/toast.server";
import type { Route } from "./+types/root";
import "./app.css";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** Error pages (issue 18): a 404 reads as one, anything else as an error; neither is indexed. Routes set their own. */
export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args, args.error) : []);

export const links: Route.LinksFunction = () => [
  // The two faces every page shows in its first screen (Latin: text in Inter, headings in Fraunces), fetched
  // with the stylesheet instead of after it: text paints in them at once rather than swapping in and
  // moving the page (issue 19: a 0.19 layout shift on the home page). Other subsets load only when used.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (issue 18): the web app manifest and the home-screen icon iOS reads.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, { toast, setCookie }] = await Promise.all([getViewer(request), readToast(request)]);
  // Issue 14: with a stored choice the banner is not rendered at all (no flash on load).
  const [consent, unread, standing] = await Promise.all([
    storedCookieConsent(request, viewer?.id ?? null),
    viewer ? rememberedUnreadCount(viewer.id, () => countUnreadNotifications(viewer.id)) : 0,
    viewer ? standingNotice(viewer.id) : null,
  ]);
  const headers = new Headers();
  for (const cookie of [setCookie, consent.setCookie]) if (cookie) headers.append("Set-Cookie", cookie);
  return data(
    {
      viewer: viewer && {
        id: viewer.id,
        username: viewer.username,
        profile_picture_url: viewer.profile_picture_url,
        theme: viewer.theme,
        email_verified: viewer.email_verified,
        unread_notifications: unread,
        moderator: isModeratorRole(viewer.role),
        standing,
      },
      toast,
      cookieConsent: consent.choice,
      // Canonical and social addresses are built from PUBLIC_URL, never from the request's Host.
      origin: env().PUBLIC_URL,
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** Routes can opt out of the padded content wrapper (part 1 §2: the home page renders without it). */
export type RouteHandle = { fullBleed?: boolean };

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const matches = useMatches();
  const fullBleed = matches.some((m) => (m.handle as RouteHandle | undefined)?.fullBleed);
  const inBar = pathname === "/bar" || pathname.startsWith("/bar/");

  return (
    <html lang="en" className={serverThemeClass(root?.viewer?.theme)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeScript nonce={nonce} saved={root?.viewer?.theme} memberId={root?.viewer?.id} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Navbar viewer={root?.viewer ?? null} />
        <UnverifiedEmailBanner verified={root?.viewer?.email_verified} />
        <StandingBanner notice={root?.viewer?.standing} />
        <OfflineSupport viewerId={root?.viewer?.id ?? null} />
        <main
          id="main"
          className={fullBleed ? "flex-1" : "mx-auto w-full max-w-(--container-content) flex-1 px-4 py-8 sm:px-6"}
        >
          {children}
        </main>
        {inBar ? null : <Footer />}
        {root ? <CookieBanner stored={root.cookieConsent} aboveBarNav={inBar} /> : null}
        <Toaster />
        <AuthSync viewerId={root?.viewer?.id ?? null} />
        <HydratedMarker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { toast } = loaderData;
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  return <Outlet />;
}

/** Part 1 §2: a route that throws shows "Unexpected Application Error!" with the status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-semibold">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-muted">{detail}</p>
      <a href="/" className="mt-8 inline-block font-medium text-accent underline underline-offset-4">
        Back to the home page
      </a>
    </section>
  );
}
