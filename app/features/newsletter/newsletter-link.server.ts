/**
 * The loader and action behind the newsletter's e-mailed links (routes/newsletter.confirm.tsx,
 * routes/newsletter.unsubscribe.tsx). The token is in the link's query; the page's button repeats it in
 * the form, and a mail client's one-click unsubscribe (RFC 8058) posts to the link itself.
 */
import { failure } from "~/lib/action-result.server";

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").trim();

/** Opening the link only checks the token (signature, age): the change waits for the button. */
export async function newsletterLinkLoader(request: Request, verify: (token: string) => Promise<string | null>) {
  const token = tokenOf(request);
  return { token, valid: (await verify(token)) !== null };
}

export async function newsletterLinkAction(request: Request, use: (token: string) => Promise<unknown>) {
  const form = await request.formData().catch(() => null);
  const token = String(form?.get("token") ?? tokenOf(request)).trim();
  try {
    await use(token);
    return { ok: true as const };
  } catch (error) {
    return failure(error);
  }
}
