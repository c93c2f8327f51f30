/**
 * The drink menu's QR code (issue 15), drawn on the server as SVG (menu-qr-code.server.ts). On screen it
 * sits beside the menu; on paper it closes the menu in the bottom corner with the address under it.
 */
export function MenuQrCode({ svg, url }: { svg: string; url: string }) {
  return (
    <figure className="flex flex-col items-center gap-3 text-center print:ml-auto print:w-36 print:break-inside-avoid print:gap-1">
      <div
        role="img"
        aria-label="QR code linking to this menu"
        className="size-44 overflow-hidden rounded-xl bg-white p-1 shadow-sm ring-1 ring-line print:size-28 print:rounded-none print:p-0 print:shadow-none print:ring-0 [&>svg]:size-full"
        // The library's own SVG markup for our own address: nothing a member typed is in it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-generated SVG, no user text
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="text-sm text-muted print:text-[9pt]">
        <span className="block font-medium text-ink">Scan to open this menu</span>
        <span className="break-words">
          {/* Lines may break after a slash, never inside a word. */}
          {url
            .replace(/^https?:\/\//, "")
            .split("/")
            .map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the address's parts in order
              <span key={i}>
                {i > 0 ? "/" : null}
                {i > 0 ? <wbr /> : null}
                {part}
              </span>
            ))}
        </span>
      </figcaption>
    </figure>
  );
}
