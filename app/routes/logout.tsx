import { redirect } from "react-router";
import { signOutMember } from "~/features/auth/auth-mutations.server";
import { forgetOfflineCopy } from "~/features/offline/forget-offline-copy";
import type { Route } from "./+types/logout";

/** Signing out changes state, so only POST does it; a GET just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOutMember(request);
  return redirect("/", { headers });
}

/** Issue 18: the offline copy of the member's saved recipes goes first, even when the post then fails. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  await forgetOfflineCopy().catch((error) => console.error("Could not clear the offline copy", error));
  return serverAction();
}
