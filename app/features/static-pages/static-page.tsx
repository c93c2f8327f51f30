import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";

/** Route handle a static page can export to get a wider column (the how-to guide needs room for its side list). */
export type StaticPageHandle = { staticWide?: boolean };

/** Underlined as well as coloured, so links in running text never rely on colour alone. */
export const inlineLinkClass =
  "font-medium text-accent underline decoration-1 underline-offset-2 hover:text-accent-strong hover:decoration-2";

export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-10">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: title }]} />
      <h1 className="font-display text-3xl font-semibold leading-tight text-ink sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
      {children}
    </header>
  );
}

export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={inlineLinkClass}>
      {children}
    </Link>
  );
}

/**
 * An e-mail address that never breaks mid-word (issue 12: "break-all" split it anywhere on phones):
 * the only place it may wrap is just before the @.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={inlineLinkClass}>
      <EmailText email={email} />
    </a>
  );
}

/** A soft card used for asides such as "still stuck?" prompts. */
export function Callout({ title, children, titleId }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={titleId}
      className="mt-12 rounded-(--radius-card) border border-line bg-surface p-6 shadow-(--shadow-card)"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-muted">{children}</div>
    </section>
  );
}
