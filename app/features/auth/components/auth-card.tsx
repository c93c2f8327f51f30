/** The frame shared by the sign-in and sign-up pages. */
import { Martini } from "~/components/ui/icons/icons";

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md rounded-(--radius-card) border border-line bg-surface p-6 shadow-(--shadow-card) sm:p-8">
      <div className="mb-6 text-center">
        <Martini className="mx-auto mb-3 size-8 text-accent" aria-hidden />
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

/** Without JavaScript there are no toasts, so form-level errors are written into the page. */
export function NoScriptError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <noscript>
      <p role="alert" className="mb-4 rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
        {message}
      </p>
    </noscript>
  );
}
