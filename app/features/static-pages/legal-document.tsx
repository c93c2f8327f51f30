import type { ReactNode } from "react";
import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL } from "~/lib/constants";
import { Callout, InlineLink, inlineLinkClass, MailLink, PageHeader } from "./static-page";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  intro: string;
  sections: LegalSection[];
  related: { to: string; label: string };
};

/** Part 2 §2 "Static pages": eight numbered sections, the last-updated date and a support contact. */
export function LegalDocument({ title, intro, sections, related }: LegalDocumentProps) {
  return (
    <>
      <PageHeader title={title} intro={intro}>
        <p className="mt-3 text-sm text-muted">Last updated {LEGAL_LAST_UPDATED}</p>
      </PageHeader>

      <nav aria-label="Sections" className="mb-10 rounded-(--radius-card) border border-line bg-surface-2 p-5 sm:p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">On this page</p>
        <ol className="mt-3 list-decimal space-y-1 pl-5 marker:text-muted">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={inlineLinkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10">
        {sections.map((section, i) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-[100px]"
          >
            <h2 id={`${section.id}-title`} className="font-display text-2xl font-semibold text-ink">
              <span className="text-accent">{i + 1}.</span> {section.title}
            </h2>
            <div className="mt-3 space-y-4 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>

      <Callout title="Questions about this page?" titleId="legal-contact">
        <p>
          We are happy to explain anything here in plainer words. Write to us at <MailLink email={SUPPORT_EMAIL} /> or
          visit the <InlineLink to="/support">support page</InlineLink>.
        </p>
        <p>
          You may also want to read our <InlineLink to={related.to}>{related.label}</InlineLink>.
        </p>
      </Callout>
    </>
  );
}
