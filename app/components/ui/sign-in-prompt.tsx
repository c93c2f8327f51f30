/** A guest's Sign In action with the reason, as a plain GET form so it works before the page hydrates. */
import { LogIn } from "~/components/ui/icons/icons";
import { buttonClasses } from "./button";

export function SignInPrompt({ message, path, className = "" }: { message: string; path: string; className?: string }) {
  return (
    <form
      method="get"
      action="/login"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-soft p-4 ${className}`}
    >
      <p className="font-medium">{message}</p>
      <input type="hidden" name="redirectTo" value={path} />
      <button type="submit" className={buttonClasses({ size: "sm" })}>
        <LogIn className="size-4" aria-hidden />
        Sign In
      </button>
    </form>
  );
}
