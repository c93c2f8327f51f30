/**
 * What every sign-up sees after Create Account (issue 11): the same words whether the address is
 * new or already has an account, so the form tells nobody who is a member.
 */
export function CheckInbox({ email, outbox }: { email: string; outbox: string | null }) {
  return (
    <div role="status" className="space-y-3 rounded-xl border border-line bg-surface-2 px-4 py-4 text-sm text-ink">
      <p>
        Check your inbox: we sent a link to <strong className="break-all">{email}</strong> to finish creating your
        account.
      </p>
      <p className="text-muted">The link works for 24 hours. Nothing arrived? Look in your spam folder.</p>
      {outbox ? (
        // Without SMTP_URL nothing is delivered: whoever runs this copy of Muddle finds the message here.
        <p className="text-muted">
          This site has no mail server configured, so the message was saved on the server in{" "}
          <code className="break-all">{outbox}</code>.
        </p>
      ) : null}
    </div>
  );
}
