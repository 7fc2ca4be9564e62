import type { Appliance, Look } from "./appliance";
import { brandMark, darken, lighten, repeat, sideLit, type Paint } from "./paint";

/** A fan head seen from the front: blades behind a wire guard, with a badge hub. */
function fanHead(p: Paint, cx: number, cy: number, r: number, { body, accent, variant }: Look): string {
  const blade = p.linear([
    [0, lighten(accent, 0.35), 0.95],
    [1, accent, 0.9],
  ]);
  const hub = p.radial([
    [0, lighten(accent, 0.3)],
    [1, darken(accent, 0.2)],
  ]);
  const count = variant % 2 === 0 ? 3 : 5;
  const bladePath = `M${cx} ${cy} C ${cx + r * 0.1} ${cy - r * 0.45}, ${cx + r * 0.55} ${cy - r * 0.9}, ${cx + r * 0.72} ${cy - r * 0.55} C ${cx + r * 0.86} ${cy - r * 0.25}, ${cx + r * 0.4} ${cy - r * 0.02}, ${cx} ${cy} Z`;
  const ringColour = darken(body, 0.08);
  return `
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${lighten(accent, 0.85)}" opacity="0.55"/>
    ${repeat(count, (i) => `<path d="${bladePath}" fill="${blade}" transform="rotate(${(360 / count) * i + 15} ${cx} ${cy})"/>`)}
    ${repeat(4, (i) => `<circle cx="${cx}" cy="${cy}" r="${r * (0.3 + i * 0.19)}" fill="none" stroke="${ringColour}" stroke-width="${r * 0.018}" opacity="0.9"/>`)}
    ${repeat(18, (i) => `<line x1="${cx}" y1="${cy - r * 0.2}" x2="${cx}" y2="${cy - r}" stroke="${ringColour}" stroke-width="${r * 0.014}" transform="rotate(${i * 20} ${cx} ${cy})"/>`)}
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${body}" stroke-width="${r * 0.07}"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${darken(body, 0.18)}" stroke-width="${r * 0.015}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${hub}" stroke="${body}" stroke-width="${r * 0.03}"/>
    ${brandMark(cx, cy + r * 0.035, r * 0.075, "#fff", 1)}`;
}

export const ceilingFan: Appliance = {
  placement: "ceiling",
  feature: { x: 400, y: 350, zoom: 2.2, caption: "High-speed copper motor" },
  draw(p, { body, accent, variant }) {
    const cx = 400;
    const cy = 360;
    const blade = p.linear(
      [
        [0, lighten(body, 0.3)],
        [1, darken(body, 0.1)],
      ],
      [0, 0, 1, 0],
    );
    const housing = sideLit(p, body, 0.2);
    const count = variant % 2 === 0 ? 3 : 4;
    const start = count === 3 ? 30 : 45;
    // Blades drawn from above, then flattened: the fan seen from slightly below.
    const blades = repeat(count, (i) => {
      const angle = start + (360 / count) * i;
      return `<g transform="rotate(${angle} ${cx} ${cy})">
        <path d="M${cx + 70} ${cy - 12} L${cx + 330} ${cy - 34} Q${cx + 356} ${cy} ${cx + 330} ${cy + 34} L${cx + 70} ${cy + 12} Z" fill="${blade}" stroke="${darken(body, 0.25)}" stroke-width="3"/>
        <rect x="${cx + 40}" y="${cy - 9}" width="70" height="18" rx="6" fill="${darken(accent, 0.2)}"/></g>`;
    });
    return `
      <rect x="356" y="60" width="88" height="30" rx="12" fill="${housing}"/>
      <rect x="391" y="86" width="18" height="236" fill="${darken(body, 0.2)}"/>
      <g transform="translate(0 ${cy * 0.58}) scale(1 0.42)">${blades}</g>
      <path d="M312 334 Q312 306 336 302 L464 302 Q488 306 488 334 L482 374 Q476 392 442 394 L358 394 Q324 392 318 374 Z" fill="${housing}"/>
      <rect x="316" y="334" width="168" height="15" rx="6" fill="${accent}"/>
      <ellipse cx="400" cy="394" rx="60" ry="15" fill="${darken(body, 0.25)}"/>
      <ellipse cx="400" cy="400" rx="28" ry="10" fill="${accent}"/>`;
  },
};

export const tableFan: Appliance = {
  placement: "table",
  feature: { x: 400, y: 290, zoom: 2.3, caption: "Aerodynamic blades for strong air throw" },
  draw(p, look) {
    const base = p.linear([
      [0, lighten(look.body, 0.25)],
      [1, darken(look.body, 0.15)],
    ]);
    return `
      <path d="M282 690 L302 620 Q306 604 324 604 L476 604 Q494 604 498 620 L518 690 Z" fill="${base}"/>
      ${repeat(4, (i) => `<rect x="${330 + i * 38}" y="614" width="28" height="18" rx="5" fill="${i === 1 ? look.accent : darken(look.body, 0.2)}"/>`)}
      <rect x="383" y="450" width="34" height="160" rx="14" fill="${darken(look.body, 0.12)}"/>
      <circle cx="400" cy="470" r="24" fill="${darken(look.body, 0.2)}"/>
      ${fanHead(p, 400, 290, 175, look)}`;
  },
};

export const pedestalFan: Appliance = {
  placement: "floor",
  feature: { x: 400, y: 240, zoom: 2.4, caption: "Height adjustable with wide oscillation" },
  draw(p, look) {
    const pole = p.linear(
      [
        [0, lighten(look.body, 0.3)],
        [1, darken(look.body, 0.2)],
      ],
      [0, 0, 1, 0],
    );
    return `
      <ellipse cx="400" cy="684" rx="150" ry="22" fill="${darken(look.body, 0.3)}"/>
      <ellipse cx="400" cy="676" rx="150" ry="22" fill="${look.body}"/>
      <rect x="388" y="390" width="24" height="292" fill="${pole}"/>
      <rect x="380" y="520" width="40" height="22" rx="8" fill="${look.accent}"/>
      <rect x="362" y="392" width="76" height="62" rx="16" fill="${darken(look.body, 0.1)}"/>
      <circle cx="400" cy="423" r="16" fill="#1e293b"/><rect x="397" y="409" width="6" height="12" rx="3" fill="#e2e8f0"/>
      ${fanHead(p, 400, 240, 160, look)}`;
  },
};

export const wallFan: Appliance = {
  placement: "wall",
  feature: { x: 400, y: 330, zoom: 2.2, caption: "Dual pull cords for speed and swing" },
  draw(p, look) {
    const cord = (x: number, length: number) =>
      `<line x1="${x}" y1="470" x2="${x}" y2="${470 + length}" stroke="#94a3b8" stroke-width="3"/><rect x="${x - 9}" y="${468 + length}" width="18" height="30" rx="9" fill="${look.accent}"/>`;
    return `
      <rect x="350" y="96" width="100" height="80" rx="18" fill="${darken(look.body, 0.12)}"/>
      <rect x="386" y="150" width="28" height="40" fill="${darken(look.body, 0.2)}"/>
      ${cord(372, 150)}${cord(428, 110)}
      <ellipse cx="400" cy="470" rx="56" ry="20" fill="${darken(look.body, 0.15)}"/>
      ${fanHead(p, 400, 330, 170, look)}`;
  },
};
