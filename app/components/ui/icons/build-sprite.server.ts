/**
 * Builds `sprite.svg` from lucide's icon data: one `<symbol>` per icon named in `icons.ts`.
 * Run by `npm run icons:sprite`; `sprite.test.ts` fails while the committed sprite differs.
 */
import { readFile } from "node:fs/promises";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export const ICONS_MODULE = new URL("./icons.ts", import.meta.url);
export const SPRITE_FILE = new URL("./sprite.svg", import.meta.url);

/** The lucide names in `icons.ts`, in the order written (read as text: the module imports the sprite). */
export async function iconNamesInModule(): Promise<string[]> {
  const source = await readFile(ICONS_MODULE, "utf8");
  return [...source.matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].map((match) => match[1] as string);
}

export async function buildSprite(names: string[]): Promise<string> {
  const symbols = await Promise.all(
    [...new Set(names)].sort().map(async (name) => {
      const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
      const shapes = __iconData.node.map(([tag, attributes]) => `<${tag}${attributesOf(attributes)}/>`).join("");
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

function attributesOf(attributes: Record<string, string | number>): string {
  return Object.entries(attributes)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => ` ${key}="${String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`)
    .join("");
}
