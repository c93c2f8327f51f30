import { data } from "react-router";
import { NotFoundView } from "~/components/layout/not-found-view";

export function loader() {
  // A real 404 status, so crawlers and monitors see a missing page as missing.
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found | Muddle" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundView />;
}
