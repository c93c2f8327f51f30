import { Link } from "react-router";
import { BookOpen, Compass, Mail } from "~/components/ui/icons/icons";
import { pageMeta } from "~/features/static-pages/page-meta";
import { EmailText, InlineLink, MailLink, PageHeader } from "~/features/static-pages/static-page";
import { SUPPORT_EMAIL } from "~/lib/constants";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Support",
    description: "Get help with Muddle: browse the FAQ and how-to guide, email our team, report a bug or flag content.",
  });

const cardClass =
  "flex h-full flex-col gap-2 rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) transition hover:border-accent";

const BUG_REPORT_CHECKLIST = [
  "What you were trying to do, and what happened instead.",
  "The steps that lead to the problem, so we can try it ourselves.",
  "The address of the page, for example the recipe's link.",
  "Your device and browser, such as “iPhone, Safari” or “Windows laptop, Chrome”.",
  "Any error message you saw, or a screenshot if you can take one.",
  "Your username, if the problem is with your account. Never send us your password.",
];

export default function SupportPage() {
  return (
    <>
      <PageHeader
        title="Support"
        intro="Something not quite right, or just curious how a feature works? Here is how to get help."
      />

      <section aria-labelledby="get-help" className="scroll-mt-[100px]">
        <h2 id="get-help" className="font-display text-2xl font-semibold text-ink">
          Ways to get help
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          <li>
            <Link to="/faq" className={cardClass}>
              <BookOpen className="size-6 text-accent" aria-hidden />
              <span className="font-semibold text-ink">Read the FAQ</span>
              <span className="text-sm text-muted">Quick answers to the questions we hear most.</span>
            </Link>
          </li>
          <li>
            <Link to="/how-to" className={cardClass}>
              <Compass className="size-6 text-accent" aria-hidden />
              <span className="font-semibold text-ink">Follow the guide</span>
              <span className="text-sm text-muted">Step-by-step help with every part of Muddle.</span>
            </Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={cardClass}>
              <Mail className="size-6 text-accent" aria-hidden />
              <span className="font-semibold text-ink">Email us</span>
              <span className="text-sm text-muted">
                <EmailText email={SUPPORT_EMAIL} />
              </span>
            </a>
          </li>
        </ul>
        <p className="mt-5 text-muted">
          A real person reads every email. We usually reply within a couple of working days, often sooner.
        </p>
      </section>

      <section aria-labelledby="bug-report" className="mt-12 scroll-mt-[100px]">
        <h2 id="bug-report" className="font-display text-2xl font-semibold text-ink">
          Reporting a bug
        </h2>
        <p className="mt-3">
          Found something broken? Thank you for telling us. The more detail you share, the faster we can fix it. When
          you write to <MailLink email={SUPPORT_EMAIL} />, please include:
        </p>
        <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-accent">
          {BUG_REPORT_CHECKLIST.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section id="report-content" aria-labelledby="report-content-title" className="mt-12 scroll-mt-[100px]">
        <h2 id="report-content-title" className="font-display text-2xl font-semibold text-ink">
          Reporting content
        </h2>
        {/* Written for today's site: the report button is still to come (coming-screens.ts, "reporting"). */}
        <p className="mt-3">
          If a recipe, comment or profile looks harmful, hateful, misleading or like spam, or you are worried about
          someone's safety, email <MailLink email={SUPPORT_EMAIL} /> with a link to it and a short note about what is
          wrong. Reports are kept confidential.
        </p>
        <p className="mt-3">
          We review every report and act when something breaks our{" "}
          <InlineLink to="/terms-of-service#community-guidelines">community guidelines</InlineLink>. A report button on
          each item is on its way.
        </p>
      </section>

      <p className="mt-12 border-t border-line pt-6 text-sm text-muted">
        For how we handle your information, see our <InlineLink to="/privacy-policy">Privacy Policy</InlineLink> and{" "}
        <InlineLink to="/terms-of-service">Terms of Service</InlineLink>.
      </p>
    </>
  );
}
