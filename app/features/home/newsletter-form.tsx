/**
 * Part 1 §2 newsletter box: an email field and Subscribe. Issue 17: double opt-in, so a success
 * says to check the inbox (app/features/newsletter); "Subscribed" comes from the e-mailed link.
 */

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/layout/toaster";
import { Button } from "~/components/ui/button";
import { MailCheck } from "~/components/ui/icons/icons";

type Result = { ok: boolean; message: string };

export function NewsletterForm() {
  const fetcher = useFetcher<Result>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const [sent, setSent] = useState<string | null>(null);
  const again = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) setSent(fetcher.data.message);
    else showToast({ type: "error", message: fetcher.data.message });
  }, [fetcher.state, fetcher.data]);

  // The answer replaces the form: move focus to it so keyboard and screen reader users are not lost.
  useEffect(() => {
    if (sent) again.current?.focus();
    else if (returning.current) {
      returning.current = false;
      form.current?.querySelector("input")?.focus();
    }
  }, [sent]);

  return (
    <section
      aria-labelledby="newsletter-title"
      className="mx-auto w-full max-w-(--container-content) px-4 py-10 sm:px-6"
    >
      <div className="grid items-center gap-6 rounded-(--radius-card) border border-line bg-surface p-6 sm:p-10 md:grid-cols-2">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-semibold">
            Fresh recipes, once a week
          </h2>
          <p className="mt-2 text-muted">New drinks, seasonal ideas and the community's favourites in your inbox.</p>
        </div>
        {/* The field grows only in the row layout: flex-1 in the column one sets its height basis
            to zero and squashes it (issue 12). */}
        {sent ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <MailCheck className="size-8 shrink-0 text-accent" aria-hidden />
            <p role="status" className="flex-1 font-medium">
              {sent}
            </p>
            <Button
              ref={again}
              variant="secondary"
              onClick={() => {
                returning.current = true;
                setSent(null);
              }}
            >
              Use another address
            </Button>
          </div>
        ) : (
          <fetcher.Form ref={form} method="post" className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              placeholder="you@example.com"
              autoComplete="email"
              className="h-12 min-w-0 sm:flex-1 rounded-full border border-line bg-canvas px-5 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
            />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Subscribing..." : "Subscribe"}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
