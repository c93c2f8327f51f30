/** `npm run icons:sprite`: writes app/components/ui/icons/sprite.svg for the icons named in icons.ts. */
import { writeFile } from "node:fs/promises";
import { buildSprite, iconNamesInModule, SPRITE_FILE } from "../app/components/ui/icons/build-sprite.server";

const names = await iconNamesInModule();
await writeFile(SPRITE_FILE, await buildSprite(names));
console.log(`sprite.svg: ${new Set(names).size} icons`);
