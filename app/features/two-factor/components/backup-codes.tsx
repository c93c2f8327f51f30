/** The ten backup codes, shown once after turning two-factor sign-in on, with Download and Copy. */

import { useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Check, Copy, Download } from "~/components/ui/icons/icons";

function codesFile(codes: string[]): string {
  const text = [
    "Muddle backup codes",
    "Each code signs you in once if you cannot use your authenticator app. Keep them somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}

export function BackupCodes({ codes, headingId }: { codes: string[]; headingId: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div className="mt-4">
      <h3 id={headingId} tabIndex={-1} className="font-semibold focus:outline-none">
        Save your backup codes
      </h3>
      <p className="mt-1 text-sm text-muted">
        Each code signs you in once if you lose your phone. They are shown only now: download or copy them.
      </p>
      <ol
        aria-labelledby={headingId}
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-xl bg-surface-2 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={codesFile(codes)}
          download="muddle-backup-codes.txt"
          className={buttonClasses({ variant: "secondary" })}
        >
          <Download className="size-4" aria-hidden />
          Download
        </a>
        <Button variant="secondary" onClick={copy}>
          {copied === "yes" ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          Copy
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {copied === "yes"
          ? "Copied to the clipboard"
          : copied === "failed"
            ? "Copying failed: select the codes instead"
            : ""}
      </p>
    </div>
  );
}
