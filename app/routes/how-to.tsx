import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { BookOpen, LifeBuoy } from "~/components/ui/icons/icons";
import { HOW_TO_SECTIONS } from "~/features/static-pages/how-to-sections";
import { pageMeta } from "~/features/static-pages/page-meta";
import { PageHeader, type StaticPageHandle } from "~/features/static-pages/static-page";
import type { Route } from "./+types/how-to";

export const handle: StaticPageHandle = { staticWide: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "How-To Guide",
    description:
      "Step-by-step help with Muddle: getting started, managing recipes, community features, collections, menus and more.",
  });

const navLinkClass =
  "block rounded-lg px-3 py-2 text-sm font-medium text-ink transition hover:bg-surface-2 hover:text-accent";

export default function HowToPage() {
  return (
    // The arbitrary variant turns on smooth anchor scrolling for this page only, and only without reduced motion.
    <div className="motion-safe:[html:has(&)]:scroll-smooth">
      <PageHeader
        title="How-To Guide"
        intro="Everything you need to get the most out of Muddle, from your first recipe to running a menu."
      />
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-label="Guide sections"
          className="mb-10 rounded-(--radius-card) border border-line bg-surface p-4 lg:sticky lg:top-24 lg:mb-0 lg:self-start"
        >
          <p className="px-3 text-sm font-semibold uppercase tracking-wide text-muted">On this page</p>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {HOW_TO_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={navLinkClass}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 max-w-3xl">
          <div className="space-y-14">
            {HOW_TO_SECTIONS.map((section) => (
              // scroll-margin-top keeps headings clear of the sticky navbar (part 2 §9: 100 px offset).
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-[100px]"
              >
                <h2 id={`${section.id}-title`} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
                  {section.title}
                </h2>
                <p className="mt-2 text-muted">{section.summary}</p>
                <div className="mt-6 space-y-6">
                  {section.topics.map((topic) => (
                    <div key={topic.title} className="border-l-2 border-accent-soft pl-4 sm:pl-5">
                      <h3 className="font-display text-lg font-semibold text-ink sm:text-xl">{topic.title}</h3>
                      <div className="mt-2 space-y-3 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5">
                        {topic.body}
                      </div>
                    </div>
                  ))}
                </div>
              </section>
            ))}
          </div>

          <section
            aria-labelledby="how-to-more-help"
            className="mt-14 rounded-(--radius-card) bg-accent-soft p-6 sm:p-8"
          >
            <h2 id="how-to-more-help" className="font-display text-2xl font-semibold text-ink">
              Need a hand?
            </h2>
            <p className="mt-2 text-ink">
              Browse quick answers in the FAQ, or reach out to our support team and a real person will help.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Link to="/faq" className={buttonClasses({ variant: "primary" })}>
                <BookOpen className="size-4" aria-hidden />
                Read the FAQ
              </Link>
              <Link to="/support" className={buttonClasses({ variant: "secondary" })}>
                <LifeBuoy className="size-4" aria-hidden />
                Get support
              </Link>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
