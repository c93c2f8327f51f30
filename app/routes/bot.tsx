/**
 * /bot: who MuddleBot is (issue 22). Our user agent names this page, so a site owner who sees it in
 * their logs learns why we visited, what we fetched and how to ask us not to.
 */
import { pageMeta } from "~/features/static-pages/page-meta";
import { Callout, MailLink, PageHeader } from "~/features/static-pages/static-page";
import { SUPPORT_EMAIL } from "~/lib/constants";
import { OUTBOUND_LIMITS } from "~/lib/limits";
import { userAgent } from "~/lib/outbound.server";
import type { Route } from "./+types/bot";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "MuddleBot",
    description:
      "MuddleBot fetches a recipe page only when a Muddle member asks to import it. How it behaves and how to opt out.",
  });

export function loader() {
  return { agent: userAgent() };
}

const sectionClass = "mt-10 space-y-3 text-ink";
const headingClass = "font-display text-2xl font-semibold";

export default function BotPage({ loaderData }: Route.ComponentProps) {
  const megabytes = OUTBOUND_LIMITS.pageBytes / 1024 / 1024;
  return (
    <>
      <PageHeader
        title="MuddleBot"
        intro="MuddleBot is how Muddle reads a recipe page when one of our members asks to import it. It does not crawl."
      />
      <section aria-labelledby="when" className={sectionClass}>
        <h2 id="when" className={headingClass}>
          When it visits
        </h2>
        <p>
          Only when a signed-in member pastes the address of a page into “Import from a link”. For that one request
          MuddleBot reads your <code>robots.txt</code>, then the page, then the photos the page’s recipe names. It
          follows no other links, and each member can import at most 30 pages an hour.
        </p>
        <p>It identifies itself with this user agent:</p>
        <pre className="whitespace-pre-wrap break-all rounded-lg border border-line bg-surface-2 p-3 text-sm">
          <code>{loaderData.agent}</code>
        </pre>
      </section>
      <section aria-labelledby="what" className={sectionClass}>
        <h2 id="what" className={headingClass}>
          What it reads and keeps
        </h2>
        <p>
          The recipe your page publishes as schema.org data (JSON-LD or microdata), or, if there is none, its title,
          description and image. The member sees what we found and decides whether to save it. The saved recipe is
          private to them until they share it, and it always links back to your page, naming your site and the author.
        </p>
        <p>
          Each fetch has a {OUTBOUND_LIMITS.timeoutMs / 1000}-second limit and stops at {megabytes} MB, so a slow or
          large page is left alone.
        </p>
      </section>
      <section aria-labelledby="opt-out" className={sectionClass}>
        <h2 id="opt-out" className={headingClass}>
          Asking it not to
        </h2>
        <p>
          MuddleBot obeys <code>robots.txt</code>. To keep it away from your whole site, add:
        </p>
        <pre className="whitespace-pre-wrap break-all rounded-lg border border-line bg-surface-2 p-3 text-sm">
          <code>{"User-agent: MuddleBot\nDisallow: /"}</code>
        </pre>
        <p>Members who try to import one of your pages are then told your site asks robots not to import it.</p>
      </section>
      <Callout title="Questions or a problem?" titleId="contact">
        <p>
          Write to <MailLink email={SUPPORT_EMAIL} /> and tell us the address of your site.
        </p>
      </Callout>
    </>
  );
}
