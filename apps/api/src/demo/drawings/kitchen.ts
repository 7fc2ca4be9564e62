import type { Appliance } from "./appliance";
import { brandMark, darken, repeat, sideLit, type Paint } from "./paint";

/** The motor base shared by mixers and juicers: a speed dial and a coloured band. */
function motorBase(p: Paint, body: string, accent: string): string {
  const shell = sideLit(p, body, 0.18);
  return `
    <rect x="270" y="676" width="40" height="20" rx="6" fill="#1f2937"/><rect x="490" y="676" width="40" height="20" rx="6" fill="#1f2937"/>
    <path d="M280 470 Q282 452 302 452 L498 452 Q518 452 520 470 L540 664 Q542 684 520 684 L280 684 Q258 684 260 664 Z" fill="${shell}"/>
    <rect x="286" y="490" width="228" height="18" rx="6" fill="${accent}"/>
    <circle cx="400" cy="592" r="50" fill="${darken(body, 0.08)}"/>
    <circle cx="400" cy="592" r="38" fill="#1e293b"/>
    <rect x="396" y="560" width="8" height="26" rx="4" fill="${accent}"/>
    ${repeat(5, (i) => `<circle cx="${400 + 62 * Math.cos(((200 + i * 35) * Math.PI) / 180)}" cy="${592 + 62 * Math.sin(((200 + i * 35) * Math.PI) / 180)}" r="4" fill="${darken(body, 0.45)}"/>`)}
    ${brandMark(400, 668, 13, darken(body, 0.5))}`;
}

/** A stainless steel jar with a clear lid and a side handle. */
function steelJar(
  p: Paint,
  x: number,
  bottom: number,
  width: number,
  height: number,
  handle: string,
): string {
  const steel = p.linear(
    [
      [0, "#94a3b8"],
      [0.2, "#f1f5f9"],
      [0.45, "#cbd5e1"],
      [0.7, "#f8fafc"],
      [1, "#94a3b8"],
    ],
    [0, 0, 1, 0],
  );
  const top = bottom - height;
  const taper = width * 0.14;
  return `
    <path d="M${x + width - 6} ${top + height * 0.2} C ${x + width + width * 0.42} ${top + height * 0.2}, ${x + width + width * 0.42} ${top + height * 0.78}, ${x + width - taper} ${top + height * 0.78}" fill="none" stroke="${handle}" stroke-width="${width * 0.11}" stroke-linecap="round"/>
    <path d="M${x} ${top} L${x + width} ${top} L${x + width - taper} ${bottom} L${x + taper} ${bottom} Z" fill="${steel}"/>
    <rect x="${x - 8}" y="${top - 26}" width="${width + 16}" height="30" rx="10" fill="#1e293b" opacity="0.88"/>
    <rect x="${x + width * 0.38}" y="${top - 40}" width="${width * 0.24}" height="18" rx="6" fill="#334155"/>
    <rect x="${x + taper * 0.6}" y="${top + height * 0.15}" width="${width * 0.08}" height="${height * 0.65}" rx="4" fill="#fff" opacity="0.55"/>`;
}

export const mixerGrinder: Appliance = {
  placement: "counter",
  feature: { x: 400, y: 560, zoom: 2.3, caption: "3-speed dial with pulse and overload protection" },
  draw(p, { body, accent, variant }) {
    const sideJars =
      variant % 2 === 0
        ? `<g>${steelJar(p, 560, 700, 86, 120, accent)}</g>`
        : `<g>${steelJar(p, 150, 700, 76, 104, accent)}${steelJar(p, 566, 700, 86, 140, accent)}</g>`;
    return `
      ${motorBase(p, body, accent)}
      <rect x="352" y="430" width="96" height="26" rx="8" fill="${darken(body, 0.3)}"/>
      ${steelJar(p, 310, 432, 180, 250, accent)}
      ${sideJars}`;
  },
};

export const juicerMixer: Appliance = {
  placement: "counter",
  feature: { x: 400, y: 300, zoom: 2.2, caption: "Juicer jar with stainless steel mesh filter" },
  draw(p, { body, accent }) {
    const glass = p.linear(
      [
        [0, "#e0f2fe", 0.9],
        [0.5, "#f8fafc", 0.75],
        [1, "#bae6fd", 0.9],
      ],
      [0, 0, 1, 0],
    );
    const mesh = p.linear([
      [0, "#cbd5e1"],
      [1, "#94a3b8"],
    ]);
    return `
      ${motorBase(p, body, accent)}
      <rect x="336" y="428" width="128" height="28" rx="8" fill="${darken(body, 0.3)}"/>
      <path d="M300 250 L500 250 L486 432 L314 432 Z" fill="${glass}" stroke="#7dd3fc" stroke-width="3"/>
      <path d="M330 300 L470 300 L460 420 L340 420 Z" fill="${mesh}" opacity="0.85"/>
      ${repeat(9, (i) => `<line x1="${338 + i * 15}" y1="304" x2="${344 + i * 13}" y2="416" stroke="#64748b" stroke-width="1.5" opacity="0.6"/>`)}
      <path d="M500 300 L548 312 L548 328 L496 330 Z" fill="#94a3b8"/>
      <rect x="290" y="226" width="220" height="30" rx="10" fill="#1e293b" opacity="0.9"/>
      <rect x="366" y="118" width="68" height="112" rx="10" fill="${glass}" stroke="#7dd3fc" stroke-width="3"/>
      <rect x="372" y="92" width="56" height="70" rx="10" fill="${accent}"/>
      <rect x="362" y="86" width="76" height="18" rx="8" fill="${darken(accent, 0.2)}"/>
      <rect x="312" y="270" width="10" height="140" rx="5" fill="#fff" opacity="0.6"/>`;
  },
};
