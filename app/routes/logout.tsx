import { redirect } from "react-router";
import { signOutMember } from "~/features/auth/auth-mutations.server";
import type { Route } from "./+types/logout";

/** Signing out changes state, so only POST does it; a GET just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOutMember(request);
  return redirect("/", { headers });
}
