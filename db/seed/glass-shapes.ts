/**
 * Glass silhouettes for the generated recipe photos, drawn on a 1200 × 900 canvas: the bowl's
 * outline, where the liquid starts, the rim, and optional stem, ice, bubbles, handle or metal.
 */

export type Shape = {
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

export const GLASSES: Record<string, Shape> = {
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
