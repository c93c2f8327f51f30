/**
 * Generated recipe photos for the demo content: no network, no stock images. Each is an SVG
 * still life (gradient backdrop chosen by the drink's spirit, a glass silhouette chosen by its
 * glass, ice, bubbles, garnish and soft light), rendered to WebP with sharp. Deliberately
 * wordless so it reads as a photo placeholder, not a label.
 */
import sharp from "sharp";
import { GLASSES, glassShapeFor, type Shape } from "./glass-shapes";
import type { Garnish, Palette } from "./palettes";
import { prng } from "./seed-util";

// The seed picks a palette per recipe through this module, beside the renderer that uses it.
export { paletteFor } from "./palettes";

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
  const next = prng(name);
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
