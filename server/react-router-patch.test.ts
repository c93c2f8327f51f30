/**
 * patches/react-router+7.18.4.patch (applied by `npm install`'s postinstall) keeps React Router from
 * rebuilding the same route tree on every server render; see docs/decisions (React Router patch).
 */
import { createStaticHandler, createStaticRouter } from "react-router";
import { expect, it } from "vitest";

it("converts a routes array for the static router once, however many renders use it", async () => {
  const routes = [{ id: "root", path: "/", loader: () => null, children: [{ id: "faq", path: "faq" }] }];
  const { query } = createStaticHandler(routes);
  const first = await query(new Request("http://localhost/faq"));
  const second = await query(new Request("http://localhost/"));
  if (first instanceof Response || second instanceof Response) throw new Error("expected render contexts");
  const one = createStaticRouter(routes, first);
  const other = createStaticRouter(routes, second);
  expect(other.routes).toBe(one.routes);
  // Each render still gets its own state.
  expect(one.state.matches.map((match) => match.route.id)).toEqual(["root", "faq"]);
  expect(other.state.matches.map((match) => match.route.id)).toEqual(["root"]);
});
