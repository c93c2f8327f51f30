/**
 * Generated recipe photos for the demo content: no network, no stock images. Each is an SVG
 * still life (gradient backdrop chosen by the drink's spirit, a glass silhouette chosen by its
 * glass, ice, bubbles, garnish and soft light), rendered to WebP with sharp. Deliberately
 * wordless so it reads as a photo placeholder, not a label.
 */
import sharp from "sharp";

type Garnish = "wheel" | "cherry" | "leaf" | "bean";
export type Palette = {
  key: string;
  /** Backdrop gradient, dark to light. */
  background: [string, string, string];
  glow: string;
  /** Top and bottom of the liquid. */
  liquid: [string, string];
  garnish: { kind: Garnish; color: string };
};

const p = (
  key: string,
  background: Palette["background"],
  glow: string,
  liquid: Palette["liquid"],
  kind: Garnish,
  color: string,
): Palette => ({
  key,
  background,
  glow,
  liquid,
  garnish: { kind, color },
});

export const PALETTES = {
  amber: p("amber", ["#241005", "#6e3310", "#c98532"], "#ffd08a", ["#e39a3b", "#8a3f0f"], "wheel", "#f08a24"),
  ruby: p("ruby", ["#22050c", "#66101e", "#c4363f"], "#ff9a86", ["#e3343f", "#7a0917"], "wheel", "#ff8c3a"),
  citrus: p("citrus", ["#0c2414", "#2c6428", "#b2cc55"], "#f4ffb0", ["#e1ef9c", "#9cbc3a"], "wheel", "#8cc63f"),
  mint: p("mint", ["#06201a", "#1f5e45", "#8fcf9a"], "#e8ffd8", ["#eaf7df", "#b9dfae"], "leaf", "#3f9a4a"),
  tropical: p("tropical", ["#04363b", "#0f7a78", "#f29b4c"], "#ffe0a6", ["#ffc062", "#e4632c"], "wheel", "#f6d743"),
  sparkling: p("sparkling", ["#231d10", "#86703f", "#f1e4b8"], "#fff8de", ["#f8ebb0", "#dcbc5c"], "cherry", "#d8465e"),
  berry: p("berry", ["#24081f", "#74204f", "#e3849f"], "#ffc6d6", ["#f0708f", "#9b1646"], "cherry", "#b3123f"),
  violet: p("violet", ["#170f2e", "#463777", "#b9a7e2"], "#eee4ff", ["#d4c4f4", "#9582cf"], "cherry", "#8e1630"),
  sunset: p("sunset", ["#260c08", "#a73c1c", "#f5b24c"], "#ffe1a0", ["#f8a43e", "#c8321f"], "wheel", "#ff9d2e"),
  mocha: p("mocha", ["#140b07", "#43281a", "#a9805f"], "#ffe2c2", ["#4a2a1a", "#1c0e08"], "bean", "#5b3420"),
  botanical: p("botanical", ["#0a1a27", "#244d66", "#a2ccd9"], "#eafaff", ["#f0f9fb", "#c3e2ea"], "wheel", "#f2d447"),
  terracotta: p("terracotta", ["#26100a", "#85391e", "#da8c5c"], "#ffd9b8", ["#f0a060", "#b4532a"], "wheel", "#f3b33d"),
} satisfies Record<string, Palette>;

export type PaletteSource = {
  name: string;
  cocktailTypes?: string[];
  categories?: string[];
  ingredients?: Array<{ ingredient: string; garnish?: boolean } | string>;
};

// First match wins, so the more distinctive signals (coffee, Campari, violet) come first.
const RULES: Array<[RegExp, Palette]> = [
  [/espresso|coffee|cream liqueur|cacao|white russian|alexander/, PALETTES.mocha],
  [/campari|negroni|americano|boulevardier|sbagliato/, PALETTES.ruby],
  [/violette|aviation/, PALETTES.violet],
  [/cranberr|raspberr|blackberr|cassis|cosmopolitan|clover club|bramble|strawberr/, PALETTES.berry],
  [/aperol|grenadine|tomato|sunrise|hurricane|passion fruit|orange juice/, PALETTES.sunset],
  [/\bsparkling\b|champagne|prosecco|cava\b/, PALETTES.sparkling],
  [/\bmint\b|basil|mojito|cucumber/, PALETTES.mint],
  [/tequila|mezcal|cachaça|cachaca|chartreuse|gimlet|lime cordial/, PALETTES.citrus],
  [/\btiki\b|\brum\b|pineapple|orgeat|coconut|falernum/, PALETTES.tropical],
  [/whiske?y|bourbon|\brye\b|scotch|brandy|cognac|armagnac|calvados|\bhoney\b/, PALETTES.amber],
  [/\bgin\b|vodka|vermouth|pisco|non-alcoholic/, PALETTES.botanical],
];

export function paletteFor(recipe: PaletteSource): Palette {
  // Garnishes do not colour the drink: a Mai Tai's mint sprig must not make it green.
  const ingredients = (recipe.ingredients ?? []).flatMap((i) =>
    typeof i === "string" ? [i] : i.garnish ? [] : [i.ingredient],
  );
  const text = [recipe.name, ...(recipe.cocktailTypes ?? []), ...(recipe.categories ?? []), ...ingredients]
    .join(" | ")
    .toLowerCase();
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? PALETTES.terracotta;
}

type Shape = {
  bowl: string;
  liquidTop: number;
  rim: [number, number, number];
  stem?: { top: number; footRx: number };
  ice?: "cubes" | "big" | "crushed";
  bubbles?: boolean;
  handle?: string;
  /** Opaque metal vessels (copper mug, julep cup) hide the drink. */
  metal?: [string, string];
};

const GLASSES: Record<string, Shape> = {
  coupe: {
    bowl: "M400 330 C400 455 490 500 600 500 C710 500 800 455 800 330 Z",
    liquidTop: 352,
    rim: [400, 800, 330],
    stem: { top: 498, footRx: 118 },
  },
  nicknora: {
    bowl: "M462 300 C462 440 522 500 600 500 C678 500 738 440 738 300 Z",
    liquidTop: 330,
    rim: [462, 738, 300],
    stem: { top: 498, footRx: 100 },
  },
  martini: {
    bowl: "M380 300 L820 300 L606 520 L594 520 Z",
    liquidTop: 324,
    rim: [380, 820, 300],
    stem: { top: 515, footRx: 112 },
  },
  flute: {
    bowl: "M548 190 C540 330 548 470 600 505 C652 470 660 330 652 190 Z",
    liquidTop: 240,
    rim: [548, 652, 190],
    stem: { top: 503, footRx: 95 },
    bubbles: true,
  },
  wine: {
    bowl: "M455 250 C440 400 490 505 600 512 C710 505 760 400 745 250 Z",
    liquidTop: 368,
    rim: [455, 745, 250],
    stem: { top: 510, footRx: 115 },
    bubbles: true,
  },
  hurricane: {
    bowl: "M515 205 C492 290 462 360 490 450 C515 530 470 610 520 690 L680 690 C730 610 685 530 710 450 C738 360 708 290 685 205 Z",
    liquidTop: 255,
    rim: [515, 685, 205],
    stem: { top: 688, footRx: 105 },
    ice: "crushed",
  },
  rocks: {
    bowl: "M420 460 L780 460 L764 760 Q762 776 744 776 L456 776 Q438 776 436 760 Z",
    liquidTop: 540,
    rim: [420, 780, 460],
    ice: "big",
  },
  highball: {
    bowl: "M478 215 L722 215 L708 770 Q707 778 698 778 L502 778 Q493 778 492 770 Z",
    liquidTop: 262,
    rim: [478, 722, 215],
    ice: "cubes",
    bubbles: true,
  },
  pint: {
    bowl: "M452 245 L748 245 L716 772 Q715 778 706 778 L494 778 Q485 778 484 772 Z",
    liquidTop: 300,
    rim: [452, 748, 245],
    bubbles: true,
  },
  mug: {
    bowl: "M465 395 L735 395 L725 770 Q724 778 714 778 L486 778 Q476 778 475 770 Z",
    liquidTop: 440,
    rim: [465, 735, 395],
    handle: "M733 470 C840 470 840 690 727 692",
  },
  copper: {
    bowl: "M458 420 L742 420 L730 770 Q729 778 719 778 L481 778 Q471 778 470 770 Z",
    liquidTop: 420,
    rim: [458, 742, 420],
    handle: "M740 480 C840 480 840 690 732 692",
    metal: ["#f0a56b", "#8c3f1c"],
    ice: "cubes",
  },
  julep: {
    bowl: "M470 430 L730 430 L714 770 Q713 778 704 778 L496 778 Q487 778 486 770 Z",
    liquidTop: 430,
    rim: [470, 730, 430],
    metal: ["#f2f4f5", "#8d969c"],
    ice: "crushed",
  },
};

export function glassShapeFor(glass: string): keyof typeof GLASSES {
  const g = glass.toLowerCase();
  const table: Array<[RegExp, keyof typeof GLASSES]> = [
    [/flute|champagne/, "flute"],
    [/coupe/, "coupe"],
    [/nick/, "nicknora"],
    [/martini|cocktail glass/, "martini"],
    [/hurricane|tiki|poco/, "hurricane"],
    [/copper/, "copper"],
    [/julep/, "julep"],
    [/mug|irish coffee|toddy/, "mug"],
    [/wine|goblet|balloon|copa/, "wine"],
    [/pint|beer/, "pint"],
    [/highball|collins|tall|zombie/, "highball"],
  ];
  return table.find(([pattern]) => pattern.test(g))?.[1] ?? "rocks";
}

/** Small deterministic generator (mulberry32) so the same recipe always gets the same picture. */
function random(seedText: string) {
  let a = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function garnishSvg(kind: Garnish, color: string, x: number, y: number): string {
  if (kind === "cherry") {
    return `<path d="M${x} ${y - 18} C${x + 10} ${y - 70} ${x + 40} ${y - 95} ${x + 62} ${y - 104}" stroke="#4d2a12" stroke-width="5" fill="none" stroke-linecap="round"/>
      <circle cx="${x}" cy="${y}" r="26" fill="${color}"/><circle cx="${x - 8}" cy="${y - 9}" r="7" fill="#fff" opacity=".45"/>`;
  }
  if (kind === "leaf") {
    return [-35, 10, 55]
      .map(
        (r, i) =>
          `<ellipse cx="${x + i * 14 - 14}" cy="${y - 28}" rx="16" ry="38" fill="${color}" opacity="${0.85 + i * 0.05}" transform="rotate(${r} ${x + i * 14 - 14} ${y})"/>`,
      )
      .join("");
  }
  if (kind === "bean") {
    return [0, 34, 68]
      .map(
        (dx) =>
          `<ellipse cx="${x - 34 + dx}" cy="${y - 6}" rx="14" ry="10" fill="${color}"/><path d="M${x - 46 + dx} ${y - 6} Q${x - 34 + dx} ${y - 12} ${x - 22 + dx} ${y - 6}" stroke="#2a160c" stroke-width="2.5" fill="none"/>`,
      )
      .join("");
  }
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    return `<line x1="${x}" y1="${y}" x2="${(x + Math.cos(angle) * 44).toFixed(1)}" y2="${(y + Math.sin(angle) * 44).toFixed(1)}"/>`;
  }).join("");
  return `<circle cx="${x}" cy="${y}" r="56" fill="${color}"/><circle cx="${x}" cy="${y}" r="47" fill="#fff8e0" opacity=".55"/>
    <circle cx="${x}" cy="${y}" r="44" fill="${color}" opacity=".75"/><g stroke="#fffbe8" stroke-width="3" opacity=".8">${spokes}</g>`;
}

function iceSvg(shape: Shape, next: () => number): string {
  const [x1, x2] = [shape.rim[0], shape.rim[1]];
  const cube = (x: number, y: number, s: number) =>
    `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.16}" fill="#fff" fill-opacity=".22" stroke="#fff" stroke-opacity=".5" stroke-width="3" transform="rotate(${(next() * 30 - 15).toFixed(1)} ${x + s / 2} ${y + s / 2})"/>`;
  if (shape.ice === "big") return cube(515, shape.liquidTop - 40, 170);
  if (shape.ice === "cubes") {
    const size = (x2 - x1) * 0.42;
    return Array.from({ length: 5 }, (_, i) =>
      cube(x1 + 25 + (i % 2) * size * 0.95 + next() * 12, shape.liquidTop - 30 + i * size * 0.82, size),
    ).join("");
  }
  if (shape.ice === "crushed") {
    return Array.from({ length: 26 }, () => {
      const cx = x1 + 20 + next() * (x2 - x1 - 40);
      return `<circle cx="${cx.toFixed(0)}" cy="${(shape.liquidTop - 18 + next() * 70).toFixed(0)}" r="${(14 + next() * 14).toFixed(0)}" fill="#fff" opacity="${(0.35 + next() * 0.35).toFixed(2)}"/>`;
    }).join("");
  }
  return "";
}

export async function placeholderImage({
  name,
  glass,
  palette,
}: {
  name: string;
  glass: string;
  palette: Palette;
}): Promise<Buffer> {
  const next = random(name);
  const shape = GLASSES[glassShapeFor(glass)] as Shape;
  const [b0, b1, b2] = palette.background;
  const [x1, x2, rimY] = shape.rim;
  const angle = Math.round(next() * 50 - 25);
  const bokeh = Array.from({ length: 7 }, () => {
    const x = next() < 0.5 ? next() * 330 : 870 + next() * 330;
    return `<circle cx="${x.toFixed(0)}" cy="${(80 + next() * 560).toFixed(0)}" r="${(30 + next() * 70).toFixed(0)}" fill="url(#bokeh)" opacity="${(0.25 + next() * 0.45).toFixed(2)}"/>`;
  }).join("");
  const bubbles = shape.bubbles
    ? Array.from(
        { length: 22 },
        () =>
          `<circle cx="${(x1 + 20 + next() * (x2 - x1 - 40)).toFixed(0)}" cy="${(shape.liquidTop + 20 + next() * 460).toFixed(0)}" r="${(2 + next() * 4).toFixed(1)}" fill="#fff" opacity=".55"/>`,
      ).join("")
    : "";
  const onRight = next() < 0.6;
  const garnish =
    palette.garnish.kind === "bean"
      ? garnishSvg("bean", palette.garnish.color, 600, shape.metal ? rimY : shape.liquidTop + 14)
      : palette.garnish.kind === "leaf" || shape.ice === "crushed"
        ? garnishSvg(
            palette.garnish.kind === "wheel" ? "leaf" : palette.garnish.kind,
            palette.garnish.kind === "wheel" ? "#3f9a4a" : palette.garnish.color,
            (x1 + x2) / 2 + 30,
            rimY - 4,
          )
        : garnishSvg(palette.garnish.kind, palette.garnish.color, onRight ? x2 - 18 : x1 + 18, rimY + 6);
  const stem = shape.stem
    ? `<path d="M590 ${shape.stem.top} L610 ${shape.stem.top} L606 748 L594 748 Z" fill="#fff" fill-opacity=".28" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>
       <ellipse cx="600" cy="754" rx="${shape.stem.footRx}" ry="17" fill="#fff" fill-opacity=".22" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>`
    : "";
  // Coffee drinks wear a collar of cream, as an Irish coffee or White Russian does.
  const cream =
    palette.key === "mocha" ? `<rect x="0" y="${shape.liquidTop}" width="1200" height="34" fill="#f3e6d0"/>` : "";
  const vessel = shape.metal
    ? `<path d="${shape.bowl}" fill="url(#metal)"/><rect x="${x1}" y="${rimY}" width="60" height="400" fill="#fff" opacity=".25" clip-path="url(#bowl)"/>
       <g clip-path="url(#top)">${iceSvg(shape, next)}</g>`
    : `<g clip-path="url(#bowl)"><rect x="0" y="${shape.liquidTop}" width="1200" height="900" fill="url(#liquid)"/>
         ${cream}<ellipse cx="600" cy="${shape.liquidTop}" rx="${(x2 - x1) / 2}" ry="9" fill="#fff" opacity=".3"/>${iceSvg(shape, next)}${bubbles}
         <rect x="${x1 + 18}" y="${rimY}" width="26" height="600" fill="#fff" opacity=".22" transform="skewX(-4)"/></g>
       <path d="${shape.bowl}" fill="#fff" fill-opacity=".07" stroke="#fff" stroke-opacity=".6" stroke-width="4"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${90 + angle} .5 .5)"><stop offset="0" stop-color="${b0}"/><stop offset=".55" stop-color="${b1}"/><stop offset="1" stop-color="${b2}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".6"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
    <radialGradient id="bokeh"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".5"/><stop offset=".7" stop-color="${palette.glow}" stop-opacity=".15"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="liquid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.liquid[0]}" stop-opacity=".92"/><stop offset="1" stop-color="${palette.liquid[1]}" stop-opacity=".96"/></linearGradient>
    <linearGradient id="metal"><stop offset="0" stop-color="${shape.metal?.[1] ?? "#888"}"/><stop offset=".35" stop-color="${shape.metal?.[0] ?? "#ccc"}"/><stop offset="1" stop-color="${shape.metal?.[1] ?? "#888"}"/></linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".15"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>
    <clipPath id="bowl"><path d="${shape.bowl}"/></clipPath>
    <clipPath id="top"><rect x="0" y="0" width="1200" height="${rimY + 30}"/></clipPath>
  </defs>
  <rect width="1200" height="900" fill="url(#bg)"/>${bokeh}
  <circle cx="${600 + angle * 4}" cy="400" r="430" fill="url(#glow)"/>
  <rect y="770" width="1200" height="130" fill="url(#table)"/>
  <ellipse cx="615" cy="776" rx="230" ry="24" fill="#000" opacity=".35"/>
  <g transform="translate(600 776) scale(1.14) translate(-600 -776)">${stem}${shape.handle ? `<path d="${shape.handle}" stroke="${shape.metal ? "url(#metal)" : "#fff"}" stroke-opacity="${shape.metal ? 1 : 0.45}" stroke-width="24" fill="none" stroke-linecap="round"/>` : ""}
  ${vessel}${garnish}</g>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
