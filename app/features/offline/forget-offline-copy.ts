/**
 * Signing out clears the offline copy (issue 18): the member's saved pages and their images, and every
 * other cache of the site's worker but the content-free ones (the scripts and styles, the offline page),
 * before the sign-out request leaves, so it happens offline too. The worker also drops the copy when it
 * sees the sign-out request, and when the next page reports nobody or someone else signed in.
 */
const KEEP = /^muddle-(assets|shell)-/;

export async function forgetOfflineCopy(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !KEEP.test(name)).map((name) => caches.delete(name)));
}
