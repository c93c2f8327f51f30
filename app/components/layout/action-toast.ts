/**
 * The success toast for a fetcher's answer, shown by the route's clientAction the moment the answer
 * arrives. Not by the form that sent it: that form can leave the page in the same render as the
 * answer (an added suggestion's row, a removed item's card, the empty bar's quick add replaced by the
 * full bar's), and an effect in a component that never renders the answer never runs, so the toast
 * was sometimes lost on a busy machine.
 */
import toast from "react-hot-toast";

type Answer = { ok?: unknown; message?: unknown };

export async function toastSuccess<T>(answer: Promise<T>): Promise<T> {
  const result = await answer;
  const { ok, message } = (result ?? {}) as Answer;
  if (ok === true && typeof message === "string" && message) toast.success(message);
  return result;
}
