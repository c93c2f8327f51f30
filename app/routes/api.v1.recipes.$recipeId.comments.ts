// Placeholder: being built (issue 5).
export function loader() {
  return new Response("Not found", { status: 404 });
}
