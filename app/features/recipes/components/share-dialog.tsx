/**
 * Part 1 §2 sharing: the device's share sheet when there is one, otherwise a dialog offering
 * Facebook, Twitter, Instagram and Copy Link for a recipe; part 2 §7 and issue 15 give collections
 * X, Facebook, LinkedIn and Copy Link. Social sites open in a 600×400 popup.
 */

import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { buttonClasses } from "~/components/ui/button";
import { Check, Copy, Share2 } from "~/components/ui/icons/icons";
import { ModalDialog } from "~/components/ui/modal-dialog";

export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The networks a dialog offers, besides Copy Link: recipes keep part 1's set, collections part 2's. */
export type ShareNetworks = "recipe" | "collection";

export type ShareTarget = {
  /** The page's title, e.g. the recipe name. */
  title: string;
  /** A line of description for the share sheet. */
  text?: string | null;
  /** The page's address; a path is resolved against the site's own origin. */
  url: string;
};

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

function openPopup(href: string) {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SHARE_POPUP.height) / 2));
  window.open(
    href,
    "share",
    `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`,
  );
}

/** A Share button: the share sheet where the device has one, else the dialog. */
export function ShareButton({
  target,
  label = "Share",
  className,
  onShared,
  networks = "recipe",
}: {
  target: ShareTarget;
  label?: string;
  className?: string;
  networks?: ShareNetworks;
  /** Called once the link has actually gone somewhere (share sheet, popup or clipboard). */
  onShared?: () => void;
}) {
  const [open, setOpen] = useState(false);

  async function share() {
    const url = absolute(target.url);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: target.title, text: target.text ?? undefined, url });
        onShared?.();
        return;
      } catch (error) {
        // The member closed the sheet: nothing to do. Any other refusal falls back to the dialog.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={share}
        className={className ?? buttonClasses({ variant: "secondary" })}
        aria-haspopup="dialog"
      >
        <Share2 className="size-4" aria-hidden />
        {label}
      </button>
      <ShareDialog open={open} onOpenChange={setOpen} target={target} onShared={onShared} networks={networks} />
    </>
  );
}

export function ShareDialog({
  open,
  onOpenChange,
  target,
  onShared,
  networks = "recipe",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ShareTarget;
  onShared?: () => void;
  networks?: ShareNetworks;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const url = typeof window === "undefined" ? target.url : absolute(target.url);

  async function copy(message: string) {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard API (an insecure origin, an old browser): copy from the visible field instead.
      field.current?.select();
      if (!document.execCommand?.("copy")) {
        toast.error("Failed to share");
        return;
      }
    }
    setCopied(true);
    toast.success(message);
    onShared?.();
  }

  const encoded = encodeURIComponent(url);
  const title = encodeURIComponent(target.title);
  const popup = (href: string) => () => {
    openPopup(href);
    onShared?.();
  };
  const facebook = {
    label: "Facebook",
    icon: <FacebookMark />,
    onClick: popup(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`),
  };
  const copyLink = {
    label: "Copy Link",
    icon: copied ? <Check className="size-5" aria-hidden /> : <Copy className="size-5" aria-hidden />,
    onClick: () => copy("Link copied to clipboard"),
  };
  const options =
    networks === "collection"
      ? [
          { label: "X", icon: <XMark />, onClick: popup(`https://x.com/intent/post?url=${encoded}&text=${title}`) },
          facebook,
          {
            label: "LinkedIn",
            icon: <LinkedInMark />,
            onClick: popup(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`),
          },
          copyLink,
        ]
      : [
          facebook,
          {
            label: "Twitter",
            icon: <TwitterMark />,
            onClick: popup(`https://twitter.com/intent/tweet?url=${encoded}&text=${title}`),
          },
          {
            label: "Instagram",
            icon: <InstagramMark />,
            // Instagram has no share address: the link goes to the clipboard for pasting there.
            onClick: () => copy("Link copied - paste into Instagram to share"),
          },
          copyLink,
        ];

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCopied(false);
        onOpenChange(next);
      }}
      title="Share"
      description={<>Send “{target.title}” to friends or post it on your socials.</>}
    >
      <ul className="mt-5 grid grid-cols-2 gap-3">
        {options.map((option) => (
          <li key={option.label}>
            <button
              type="button"
              onClick={option.onClick}
              className="flex w-full items-center gap-3 rounded-xl border border-line bg-canvas px-4 py-3 text-left text-sm font-medium transition hover:border-accent hover:bg-accent-soft"
            >
              <span className="text-accent">{option.icon}</span>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor="share-link" className="mt-5 mb-1.5 block text-sm font-medium">
        Link
      </label>
      <input
        ref={field}
        id="share-link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="block h-11 w-full rounded-xl border border-line bg-surface-2 px-3.5 text-sm text-ink focus:border-accent focus:outline-none"
      />
    </ModalDialog>
  );
}

// Brand marks drawn in the same 24px, 2px-stroke style as the lucide icons around them.
function Mark({ children }: { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {children}
    </svg>
  );
}

function FacebookMark() {
  return (
    <Mark>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </Mark>
  );
}

function TwitterMark() {
  return (
    <Mark>
      <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
    </Mark>
  );
}

function InstagramMark() {
  return (
    <Mark>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </Mark>
  );
}

function XMark() {
  return (
    <Mark>
      <path d="M4 4l16 16M20 4L4 20" />
    </Mark>
  );
}

function LinkedInMark() {
  return (
    <Mark>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </Mark>
  );
}
