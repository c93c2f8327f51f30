/**
 * Counts a view of the page's recipe or collection once it has loaded in a browser (issue 19): the page
 * request itself writes nothing, so a page served from a cache counts all the same. Once per mount and
 * id (a revalidation does not count again; moving to another recipe does). Visitors without JavaScript,
 * most bots among them, are not counted.
 */
import { useEffect, useRef } from "react";
import { VIEWS_PATH, type ViewKind } from "./view-schema";

function sendView(kind: ViewKind, id: string) {
  const body = new URLSearchParams({ kind, id });
  try {
    // Queued by the browser, sent even as the visitor leaves; false when it cannot queue it.
    if (navigator.sendBeacon?.(VIEWS_PATH, body)) return;
  } catch {
    // Some browsers throw instead of returning false: the fetch below is the fallback.
  }
  fetch(VIEWS_PATH, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {});
}

/** `skip` when the page knows the viewer is the author or owner (their views never count anyway). */
export function ViewBeacon({ kind, id, skip = false }: { kind: ViewKind; id: string; skip?: boolean }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${kind}:${id}`;
    if (skip || sent.current === key) return;
    sent.current = key;
    sendView(kind, id);
  }, [kind, id, skip]);
  return null;
}
