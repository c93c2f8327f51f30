/** A button's icon, swapped for a spinner while its form is submitting. */
import { type IconComponent, LoaderCircle } from "~/components/ui/icons/icons";

export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: IconComponent }) {
  const Shown = busy ? LoaderCircle : Icon;
  return <Shown className={`size-4 ${busy ? "animate-spin" : ""}`} aria-hidden />;
}
