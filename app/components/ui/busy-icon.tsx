/** A button's icon, swapped for a spinner while its form is submitting. */
import { LoaderCircle, type LucideIcon } from "lucide-react";

export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  const Shown = busy ? LoaderCircle : Icon;
  return <Shown className={`size-4 ${busy ? "animate-spin" : ""}`} aria-hidden />;
}
