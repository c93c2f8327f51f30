/**
 * The feed's writes from the page: a form sent to /api/site/posts… asking for JSON, answered as
 * { ok, status, data }. Network failures come back as status 0 so callers show the spec's failure toast.
 */
export type FeedResponse<T> = { ok: boolean; status: number; data: T & { error?: string; message?: string } };

export async function sendFeedForm<T extends object>(url: string, body: FormData): Promise<FeedResponse<T>> {
  try {
    const response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
    const data = (await response.json().catch(() => ({}))) as FeedResponse<T>["data"];
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: {} as FeedResponse<T>["data"] };
  }
}

export const postUrl = (postId: string) => `/api/site/posts/${encodeURIComponent(postId)}`;

/** One form's fields from plain values. */
export function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
