/** Server-set toasts travel to the next page in a short-lived flash cookie read by the root loader. */
import { type Cookie, createCookie } from "react-router";
import { z } from "zod";
import { env } from "./env.server";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "blank"]).default("blank"),
  message: z.string(),
  id: z.string().default(() => Math.random().toString(36).slice(2)),
});
export type Toast = z.infer<typeof ToastSchema>;

let cookie: Cookie | undefined;

/** Created on first use, once configuration is loaded: `Secure` when the site is served over https. */
function toastCookie(): Cookie {
  cookie ??= createCookie("muddle-toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().isHttps,
    maxAge: 60,
  });
  return cookie;
}

export async function toastHeader(toast: z.input<typeof ToastSchema>): Promise<string> {
  return toastCookie().serialize(ToastSchema.parse(toast));
}

/** Reads and clears the pending toast. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(raw);
  if (!parsed.success) return { toast: null, setCookie: null };
  return { toast: parsed.data, setCookie: await toastCookie().serialize("", { maxAge: 0 }) };
}
