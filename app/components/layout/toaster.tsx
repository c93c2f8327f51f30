/**
 * Toasts at the bottom right with the spec's timings (part 1 §4, §9).
 *
 * react-hot-toast is not part of a page's first JavaScript (issue 19): the container (toaster-host.tsx) is
 * rendered only in the browser, once the page has hydrated, and showToast loads the library when first
 * called. Toasts raised before the container mounts wait in react-hot-toast's store and show when it does.
 */
import { lazy, Suspense, useEffect, useState } from "react";

export type ToastMessage = { type: "success" | "error" | "blank"; message: string; id?: string };

const loadToast = () => import("react-hot-toast");

export function showToast({ type, message, id }: ToastMessage) {
  void loadToast().then(({ default: toast }) => {
    if (type === "success") toast.success(message, { id });
    else if (type === "error") toast.error(message, { id });
    else toast(message, { id });
  });
}

const ToasterHost = lazy(() => import("./toaster-host"));

export function Toaster() {
  // The server renders no toasts (they come from the browser), so nothing is lost by mounting after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
