/** Placeholder while the collections issue builds this endpoint. */
export function loader() {
  return new Response(null, { status: 404 });
}
