import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { COMING_SCREENS, type ComingScreen } from "./coming-screens";
import { FAQ_ENTRIES } from "./faq-content";
import { HOW_TO_SECTIONS } from "./how-to-sections";

/** Every address in the route table, with the module that answers it. */
function routeFiles(entries: RouteConfigEntry[], parent = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of entries) {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (entry.path || entry.index) found.set(full || "/", entry.file);
    for (const [address, file] of routeFiles(entry.children ?? [], full)) found.set(address, file);
  }
  return found;
}

/** Whether a screen's page exists: its route is in the table (with a form, when that is what is awaited). */
function landed(screen: ComingScreen, files: Map<string, string>): boolean {
  const { route, needsAction } = COMING_SCREENS[screen] as { route?: string; needsAction?: boolean };
  const file = route ? files.get(route) : undefined;
  if (!file) return false;
  if (!needsAction) return true;
  return /export (async )?function action\b/.test(readFileSync(path.join(process.cwd(), "app", file), "utf8"));
}

function plainText(node: ReactNode): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, node)).replace(/<[^>]+>/g, " ");
}

const texts = [
  ...FAQ_ENTRIES.map((entry) => ({
    where: `FAQ "${entry.question}"`,
    text: entry.answer.join(" "),
    awaits: entry.awaits ?? [],
  })),
  ...HOW_TO_SECTIONS.flatMap((section) =>
    section.topics.map((topic) => ({
      where: `How-To "${topic.title}"`,
      text: plainText(topic.body),
      awaits: (topic as { awaits?: ComingScreen[] }).awaits ?? [],
    })),
  ),
];
const screens = Object.keys(COMING_SCREENS) as ComingScreen[];

describe("the FAQ and how-to guide describe today's site (issue 12)", () => {
  const files = routeFiles(routes);

  it("reads the route table", () => {
    expect(files.get("/bar/recipes")).toBe("routes/bar.recipes._index.tsx");
    expect(files.get("/settings/profile")).toBe("routes/settings.profile.tsx");
  });

  it("marks every text that mentions a screen still to come as awaiting it", () => {
    const unmarked = texts.flatMap(({ where, text, awaits }) =>
      screens
        .filter((screen) => COMING_SCREENS[screen].mentions.test(text) && !awaits.includes(screen))
        .map((screen) => `${where} mentions "${COMING_SCREENS[screen].name}"`),
    );
    expect(unmarked).toEqual([]);
  });

  it("keeps no text written around a screen that has landed: rewrite it for the screen, then drop `awaits`", () => {
    const stale = texts.flatMap(({ where, awaits }) =>
      awaits
        .filter((screen) => landed(screen, files))
        .map((screen) => `${where} awaits "${screen}", which has landed (search the code for "${screen}" too)`),
    );
    expect(stale).toEqual([]);
  });
});
