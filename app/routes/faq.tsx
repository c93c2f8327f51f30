import { ChevronDown } from "~/components/ui/icons/icons";
import { FAQ_ENTRIES } from "~/features/static-pages/faq-content";
import { pageMeta } from "~/features/static-pages/page-meta";
import { Callout, InlineLink, MailLink, PageHeader } from "~/features/static-pages/static-page";
import { SUPPORT_EMAIL } from "~/lib/constants";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Frequently Asked Questions",
    description:
      "Answers to common questions about Muddle: sharing cocktail recipes, your bar inventory, collections, ratings, images and more.",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: FAQ_ENTRIES.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
        })),
      },
    ],
  });

export default function FaqPage() {
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        intro="Quick answers to the things people ask us most. Tap a question to open it."
      />
      {/* Native disclosure widgets, one open at a time (`name`): they open and close before the page's
          JavaScript arrives (it loads after the first paint), find-in-page opens the answer it finds, and
          closed answers stay in the HTML for crawlers. They also render at a fraction of a scripted
          accordion's cost on the server (issue 19). */}
      <div className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)">
        {FAQ_ENTRIES.map((entry) => (
          <details key={entry.id} id={entry.id} name="faq" className="group">
            <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-ink transition hover:bg-surface-2 focus-visible:-outline-offset-2 sm:px-6 [&::-webkit-details-marker]:hidden">
              <h2 className="min-w-0 font-sans text-base font-semibold tracking-normal sm:text-lg">{entry.question}</h2>
              <ChevronDown
                className="size-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <div className="space-y-3 px-5 pb-5 text-muted sm:px-6">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {entry.link ? (
                <p>
                  <InlineLink to={entry.link.to}>{entry.link.label}</InlineLink>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
      <Callout title="Still have a question?" titleId="faq-more-help">
        <p>
          The <InlineLink to="/how-to">how-to guide</InlineLink> walks through every feature step by step. If you still
          cannot find what you need, visit our <InlineLink to="/support">support page</InlineLink> or write to us at{" "}
          <MailLink email={SUPPORT_EMAIL} />.
        </p>
      </Callout>
    </>
  );
}
