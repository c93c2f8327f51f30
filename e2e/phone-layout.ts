/**
 * The phone layout check (issue 12): every page the suite visits is opened once more at 375 px and
 * must not scroll sideways, every visible text field must be at least 40 px high (thumb-sized,
 * and a squashed field is how a flex or grid mistake shows), and no select may cut its chosen option. The `page` fixture in fixtures.ts
 * records where a test goes and calls `checkPhoneLayout` after the test has passed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";

export const PHONE = { width: 375, height: 800 };
const MIN_FIELD_HEIGHT = 40;

/** Not pages: sign-out has an effect, and API and upload addresses answer data, not a layout. */
const SKIPPED = /^\/(logout$|api\/|uploads\/)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** First path segments that name a page of their own; any other first segment is a member's username. */
const NAMED = new Set(
  "recipes bar settings login signup forgot-password reset-password faq how-to privacy-policy terms-of-service support collections search 404".split(
    " ",
  ),
);

/**
 * One key per kind of page, so the check runs once per page type rather than once per visit:
 * ids, usernames and recipe slugs are replaced by placeholders; the query string is ignored.
 */
export function layoutKey(pathname: string): string {
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length === 0) return "/";
  const normalised = parts.map((part) => (UUID.test(part) ? ":id" : /^\d+$/.test(part) ? ":n" : part));
  if (!NAMED.has(parts[0] ?? "")) normalised[0] = ":username";
  else if (parts[0] === "recipes" && parts.length === 3) normalised.splice(1, 2, ":username", ":slug");
  else if (parts[0] === "recipes" && parts.length === 2 && parts[1] !== "bulk-upload") normalised[1] = ":username";
  else if (parts[0] === "collections" && parts.length >= 2 && parts[1] !== "new") normalised[1] = ":slug";
  else if (parts[0] === "bar" && parts[1] === "collections" && parts.length >= 3 && parts[2] !== "new") {
    normalised[2] = ":slug";
  }
  return `/${normalised.join("/")}`;
}

/** Records each same-origin page address the main frame shows, in order, without repeats. */
export function recordVisits(page: Page, baseURL: string | undefined): string[] {
  const visited: string[] = [];
  const origin = baseURL ? new URL(baseURL).origin : null;
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.origin !== origin || SKIPPED.test(url.pathname)) return;
    if (!visited.includes(url.href)) visited.push(url.href);
  });
  return visited;
}

/**
 * Claims a page type for this run, across workers: the first test to reach a page type checks
 * it, and every later visit is free. The claim is a file created exclusively in the run's data
 * directory (the workers share it); without one, the claim is per worker.
 */
const claimedHere = new Set<string>();
function claim(key: string): boolean {
  if (claimedHere.has(key)) return false;
  claimedHere.add(key);
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return true;
  const dir = path.join(dataDir, "phone-layout-checked");
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path.join(dir, encodeURIComponent(key)), "", { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with the page as laid out now: sideways scrolling and squashed fields, by element. */
function measure(minHeight: number): string[] {
  const root = document.documentElement;
  const width = root.clientWidth;
  const label = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const name = el.getAttribute("name") ? `[name="${el.getAttribute("name")}"]` : "";
    const classes = typeof el.className === "string" ? el.className.trim().split(/\s+/).slice(0, 4).join(".") : "";
    return `<${el.tagName.toLowerCase()}${id}${name}${classes ? `.${classes}` : ""}>`;
  };
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== "hidden";
  };
  // Panels folded behind a toggle (the /recipes filters on a phone) are measured as if opened.
  for (const toggle of document.querySelectorAll('[aria-expanded="false"][aria-controls]')) {
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (panel && getComputedStyle(panel).display === "none") panel.style.display = "block";
  }
  const problems: string[] = [];
  if (root.scrollWidth > width) {
    // Elements reaching past the right edge, leaving out those inside a box that scrolls or clips
    // them (a tab row that scrolls on purpose); the innermost ones are what to fix.
    const insideClip = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll("*")].filter(
      (el) => shown(el) && el.getBoundingClientRect().right > width + 0.5 && !insideClip(el),
    );
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    // Text too long for its box (a long word) overflows without its element doing so.
    const spilling = [...document.body.querySelectorAll("*")].filter(
      (el) => shown(el) && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible",
    );
    const list = (innermost.length ? innermost : spilling)
      .slice(0, 6)
      .map((el) => `${label(el)} (right edge ${Math.round(el.getBoundingClientRect().right)})`);
    problems.push(
      `scrolls sideways: scrollWidth ${root.scrollWidth} > clientWidth ${width}; widest: ${list.join(", ")}`,
    );
  }
  const fields = document.querySelectorAll(
    "input:is([type=text],[type=email],[type=password],[type=search],[type=url],[type=number],[type=tel],:not([type])), textarea, select",
  );
  for (const field of fields) {
    if (!shown(field)) continue;
    const height = field.getBoundingClientRect().height;
    if (height < minHeight) problems.push(`${label(field)} is ${height.toFixed(1)} px high (minimum ${minHeight})`);
  }
  // A select too narrow for its chosen option cuts the words ("All categorie"): a copy holding only
  // that option, at its natural width, says how wide it needs to be.
  for (const select of document.querySelectorAll("select")) {
    const chosen = select.selectedOptions[0];
    if (!shown(select) || !chosen?.text) continue;
    const copy = document.createElement("select");
    copy.className = select.className;
    copy.append(new Option(chosen.text));
    copy.style.cssText = "position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none";
    select.parentElement?.append(copy);
    const needed = copy.getBoundingClientRect().width;
    copy.remove();
    const actual = select.getBoundingClientRect().width;
    if (needed > actual + 0.5) {
      problems.push(
        `${label(select)} cuts "${chosen.text}": ${Math.round(actual)} px wide, needs ${Math.round(needed)}`,
      );
    }
  }
  return problems;
}

/** Opens each recorded page not yet checked in a new 375 px tab of the same context, and asserts. */
export async function checkPhoneLayout(context: BrowserContext, visited: string[], javaScript: boolean) {
  const signedIn = (await context.cookies()).some((cookie) => cookie.name.includes("session_token"));
  const pending = visited.filter((href) =>
    claim(`${signedIn ? "member" : "guest"} ${layoutKey(new URL(href).pathname)}`),
  );
  if (pending.length === 0) return;
  const tab = await context.newPage();
  try {
    await tab.setViewportSize(PHONE);
    const failures: string[] = [];
    for (const href of pending) {
      await tab.goto(href);
      if (javaScript) await tab.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await tab.evaluate(() => document.fonts.ready);
      const problems = await tab.evaluate(measure, MIN_FIELD_HEIGHT);
      // Name the address asked for and where it ended up (a redirect shows the page it lands on).
      const where = tab.url() === href ? href : `${href} (shown as ${tab.url()})`;
      for (const problem of problems) failures.push(`${where}: ${problem}`);
    }
    expect(failures, "phone layout (375 px) problems").toEqual([]);
  } finally {
    await tab.close();
  }
}
