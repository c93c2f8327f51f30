/**
 * Icons drawn from one SVG sprite (`sprite.svg`, generated from lucide's icon data by
 * `npm run icons:sprite`). Each icon is an `<svg>` with a single `<use>`: a page of cards carries
 * dozens of icons, and inlining lucide's paths made them a third of the server's elements to
 * render and a tenth of the HTML (docs/performance.md, "Icons from one sprite").
 * The sprite is a hashed asset, fetched once and cached for good.
 */
import type { SVGProps } from "react";
import spriteUrl from "./sprite.svg?no-inline";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  strokeWidth?: number | string;
};

/** An icon component: what every `icon` prop and lookup table in the app holds. */
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { iconName: string };

/** Same contract as lucide's components: 24 px, 2 px stroke in the current colour, hidden from
 *  assistive technology unless it is given an accessible name. */
export function spriteIcon(name: string): IconComponent {
  const icon = (props: IconProps) => drawIcon(name, props);
  return Object.assign(icon, { displayName: `Icon(${name})`, iconName: name });
}

function drawIcon(name: string, { size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
  const named = Object.keys(rest).some((key) => key.startsWith("aria-") || key === "role" || key === "title");
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: hidden unless the caller names it (aria-label, role, title in `rest`).
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named ? undefined : "true"}
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
