import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { matchedRoutes } from "./route-ids";

const module = { default: () => null };
const build = {
  basename: "/",
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  routes: {
    root: { id: "root", path: "", module },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module },
    "routes/$username": { id: "routes/$username", parentId: "root", path: ":username", module },
    "routes/robots": { id: "routes/robots", parentId: "root", path: "robots.txt", module: { loader: () => null } },
  },
} as unknown as ServerBuild;

describe("matchedRoutes", () => {
  it("names the routes a page and its .data request match", () => {
    expect(matchedRoutes(build, "/ada_mixes")).toEqual({ ids: ["root", "routes/$username"], resource: false });
    expect(matchedRoutes(build, "/ada_mixes.data")).toEqual({ ids: ["root", "routes/$username"], resource: false });
    expect(matchedRoutes(build, "/_root.data").ids).toEqual(["root", "routes/home"]);
  });

  it("marks resource routes, and React Router's route manifest, which a member's profile path would otherwise match", () => {
    expect(matchedRoutes(build, "/robots.txt").resource).toBe(true);
    expect(matchedRoutes(build, "/__manifest")).toEqual({ ids: [], resource: true });
  });
});
