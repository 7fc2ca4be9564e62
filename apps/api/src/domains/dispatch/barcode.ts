import bwipjs from "bwip-js/node";
import type { Doc } from "../../pdf/render";

/**
 * The widths of a Code 128 symbol's bars and spaces, in modules, bar first (bwip-js, the
 * Barcode Writer in Pure PostScript's encoder): drawn as vector bars, they stay sharp on a
 * 203 dpi thermal printer at any size.
 */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: "code128", text });
  if (!symbol || !("sbs" in symbol)) throw new Error(`bwip-js drew no linear symbol for "${text}"`);
  return symbol.sbs;
}

/** Draws `text` as a Code 128 barcode filling `width` x `height` points at (x, y), with the quiet zones inside the width. */
export function drawCode128(
  doc: Doc,
  text: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const widths = code128Widths(text);
  const QUIET_ZONE = 10;
  const modules = widths.reduce((sum, w) => sum + w, 0) + 2 * QUIET_ZONE;
  const module = box.width / modules;
  let x = box.x + QUIET_ZONE * module;
  widths.forEach((w, index) => {
    if (index % 2 === 0) doc.rect(x, box.y, w * module, box.height);
    x += w * module;
  });
  doc.fillColor("#000000").fill();
}
