import { Accordion } from "radix-ui";
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
      <Accordion.Root
        type="single"
        collapsible
        className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)"
      >
        {FAQ_ENTRIES.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id} id={entry.id}>
            <Accordion.Header asChild>
              <h2 className="font-sans text-base font-semibold tracking-normal sm:text-lg">
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-ink transition hover:bg-surface-2 focus-visible:-outline-offset-2 sm:px-6">
                  <span className="min-w-0">{entry.question}</span>
                  <ChevronDown
                    className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            {/* forceMount keeps closed answers in the HTML for crawlers; the data-state class hides them visually. */}
            <Accordion.Content forceMount className="px-5 pb-5 text-muted data-[state=closed]:hidden sm:px-6">
              <div className="space-y-3">
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {entry.link ? (
                  <p>
                    <InlineLink to={entry.link.to}>{entry.link.label}</InlineLink>
                  </p>
                ) : null}
              </div>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
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
