import { useEffect } from "react";
import toast from "react-hot-toast";

/** Part 1 §8: login or sign-up failures appear as an error toast. */
export function useErrorToast(actionData: { formError?: string | null } | undefined) {
  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError);
  }, [actionData]);
}
