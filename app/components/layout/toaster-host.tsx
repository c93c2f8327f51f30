/** The toasts' container (react-hot-toast), loaded after the page is interactive (issue 19): see toaster.tsx. */
import { Toaster as HotToaster } from "react-hot-toast";
import { TOAST_BLANK_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from "~/lib/constants";

export default function ToasterHost() {
  // A modal dialog hides the rest of the page from assistive technology (Radix uses aria-hidden), but leaves
  // live regions alone. Each toast announces itself (role=status); this wrapper only marks their container
  // as live ("off": it says nothing itself), so a toast raised from inside a dialog is still announced.
  return (
    <div aria-live="off">
      <HotToaster
        position="bottom-right"
        // On phones, stay above the bar's bottom navigation.
        containerClassName="max-md:!bottom-20 print:hidden"
        toastOptions={{
          duration: TOAST_BLANK_MS,
          success: { duration: TOAST_SUCCESS_MS },
          error: { duration: TOAST_ERROR_MS },
          className: "!bg-surface !text-ink !border !border-line !shadow-lg",
        }}
      />
    </div>
  );
}
