// Placeholder: being built (issue 5).
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function Placeholder() {
  return null;
}
