import { readFile } from "node:fs/promises";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildSprite, iconNamesInModule, SPRITE_FILE } from "./build-sprite.server";
import * as icons from "./icons";

describe("icon sprite", () => {
  it("holds exactly the icons icons.ts names, as lucide draws them (else run npm run icons:sprite)", async () => {
    const names = Object.values(icons).map((icon) => icon.iconName);
    expect(new Set(names)).toEqual(new Set(await iconNamesInModule()));
    const committed = await readFile(SPRITE_FILE, "utf8");
    expect(committed).toBe(await buildSprite(names));
    for (const name of names) expect(committed).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });

  it("draws an icon as one <use> of its symbol, hidden from assistive technology unless named", () => {
    const hidden = renderToStaticMarkup(<icons.Star className="size-4" fill="currentColor" />);
    expect(hidden).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*><use href="[^"]*sprite[^"]*#star"><\/use><\/svg>$/);
    expect(hidden).toContain('class="lucide lucide-star size-4"');
    expect(hidden).toContain('fill="currentColor"');
    expect(hidden).toContain('stroke-width="2"');

    const named = renderToStaticMarkup(<icons.Heart aria-label="Liked" role="img" strokeWidth={3} size={16} />);
    expect(named).not.toContain("aria-hidden");
    expect(named).toContain('aria-label="Liked"');
    expect(named).toContain('stroke-width="3"');
    expect(named).toContain('width="16"');
  });
});
