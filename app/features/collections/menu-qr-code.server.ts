/**
 * The drink menu's QR code (issue 15): drawn on the server as SVG by a maintained library (qrcode),
 * so the page and its printout carry it without any script. Dark modules on a white quiet zone, in
 * either theme, so phones read it from a screen and from paper.
 */
import QRCode from "qrcode";

export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
}
