import type { Appliance } from "./appliance";
import { brandMark, darken, lighten, repeat, sideLit } from "./paint";

/** The water level window every cooler has, filled to `level` (0..1). */
function waterWindow(
  x: number,
  y: number,
  width: number,
  height: number,
  level: number,
  frame: string,
): string {
  const inset = Math.min(4, width / 6);
  const water = (height - inset * 2) * level;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${Math.min(width, height) / 2.5}" fill="#e0f2fe" stroke="${frame}" stroke-width="2"/>
    <rect x="${x + inset}" y="${y + height - inset - water}" width="${width - inset * 2}" height="${water}" rx="${Math.min(width - inset * 2, water) / 2.5}" fill="#38bdf8"/>`;
}

const wheel = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="19" fill="#1f2937"/><circle cx="${x}" cy="${y}" r="8" fill="#6b7280"/>`;

export const desertCooler: Appliance = {
  placement: "floor",
  feature: { x: 400, y: 330, zoom: 2.1, caption: "Four-way auto swing louvres" },
  draw(p, { body, accent, variant }) {
    const shell = sideLit(p, body, 0.12);
    const well = p.linear([
      [0, darken(accent, 0.55)],
      [1, darken(accent, 0.3)],
    ]);
    const slat = p.linear([
      [0, lighten(accent, 0.25)],
      [1, darken(accent, 0.1)],
    ]);
    const lower = p.linear([
      [0, darken(body, 0.06)],
      [1, darken(body, 0.16)],
    ]);
    const vertical = variant % 2 === 1;
    const slats = vertical
      ? repeat(8, (i) => `<rect x="${276 + i * 32}" y="240" width="20" height="200" rx="8" fill="${slat}"/>`)
      : repeat(7, (i) => `<rect x="276" y="${242 + i * 29}" width="248" height="17" rx="8" fill="${slat}"/>`);
    return `
      <rect x="240" y="626" width="320" height="44" rx="14" fill="${darken(body, 0.35)}"/>
      ${wheel(272, 684)}${wheel(528, 684)}
      <rect x="220" y="140" width="360" height="500" rx="42" fill="${shell}"/>
      <rect x="236" y="170" width="12" height="430" rx="6" fill="#fff" opacity="0.28"/>
      <rect x="220" y="140" width="360" height="70" rx="42" fill="${lighten(body, 0.18)}"/>
      <rect x="300" y="160" width="200" height="34" rx="17" fill="#1e293b"/>
      <rect x="318" y="167" width="46" height="20" rx="5" fill="#0f172a"/>
      <text x="341" y="183" font-family="DejaVu Sans Mono, monospace" font-size="15" font-weight="700" fill="#38bdf8" text-anchor="middle">03</text>
      ${repeat(3, (i) => `<circle cx="${398 + i * 30}" cy="177" r="8" fill="${i === 0 ? "#22c55e" : "#475569"}"/>`)}
      <rect x="258" y="224" width="284" height="232" rx="26" fill="${well}"/>
      ${slats}
      <rect x="258" y="478" width="284" height="138" rx="22" fill="${lower}"/>
      ${repeat(4, (row) => repeat(5, (col) => `<rect x="${282 + col * 44}" y="${498 + row * 26}" width="32" height="10" rx="5" fill="${darken(body, 0.32)}"/>`))}
      ${waterWindow(512, 494, 14, 106, 0.52, darken(body, 0.3))}
      ${brandMark(400, 470, 13, darken(body, 0.45))}`;
  },
};

export const personalCooler: Appliance = {
  placement: "floor",
  feature: { x: 400, y: 440, zoom: 2.2, caption: "Honeycomb pads with a turbo fan" },
  draw(p, { body, accent, variant }) {
    const shell = sideLit(p, body, 0.12);
    const blade = p.linear([
      [0, lighten(accent, 0.3)],
      [1, accent],
    ]);
    const grillBg = p.radial([
      [0, darken(accent, 0.25)],
      [1, darken(accent, 0.6)],
    ]);
    const bladeCount = variant % 2 === 0 ? 3 : 5;
    const blades = repeat(
      bladeCount,
      (i) =>
        `<path d="M400 440 C 420 400, 470 372, 480 396 C 488 420, 440 440, 400 440 Z" fill="${blade}" transform="rotate(${(360 / bladeCount) * i} 400 440)"/>`,
    );
    return `
      <rect x="292" y="666" width="44" height="20" rx="8" fill="#334155"/><rect x="464" y="666" width="44" height="20" rx="8" fill="#334155"/>
      <path d="M336 292 C 336 236, 464 236, 464 292" fill="none" stroke="${darken(body, 0.2)}" stroke-width="20" stroke-linecap="round"/>
      <rect x="262" y="280" width="276" height="396" rx="48" fill="${shell}"/>
      <rect x="276" y="306" width="10" height="330" rx="5" fill="#fff" opacity="0.3"/>
      <circle cx="400" cy="440" r="104" fill="${darken(body, 0.15)}"/>
      <circle cx="400" cy="440" r="94" fill="${grillBg}"/>
      ${blades}
      ${repeat(4, (i) => `<circle cx="400" cy="440" r="${24 + i * 22}" fill="none" stroke="${lighten(body, 0.5)}" stroke-width="3" opacity="0.85"/>`)}
      ${repeat(8, (i) => `<line x1="400" y1="346" x2="400" y2="534" stroke="${lighten(body, 0.5)}" stroke-width="3" opacity="0.85" transform="rotate(${i * 22.5} 400 440)"/>`)}
      <circle cx="400" cy="440" r="20" fill="${lighten(body, 0.2)}" stroke="${darken(body, 0.2)}" stroke-width="3"/>
      <rect x="300" y="568" width="200" height="78" rx="22" fill="${darken(body, 0.08)}"/>
      <circle cx="342" cy="607" r="22" fill="#1e293b"/><rect x="339" y="589" width="6" height="16" rx="3" fill="#e2e8f0"/>
      ${waterWindow(384, 590, 90, 34, 0.5, darken(body, 0.25))}
      ${brandMark(400, 316, 12, darken(body, 0.45))}`;
  },
};

export const towerCooler: Appliance = {
  placement: "floor",
  feature: { x: 400, y: 205, zoom: 2.6, caption: "Touch panel with remote and timer" },
  draw(p, { body, accent, variant }) {
    const shell = sideLit(p, body);
    const vent = p.linear([
      [0, darken(accent, 0.5)],
      [1, darken(accent, 0.25)],
    ]);
    const lineCount = 26;
    return `
      <ellipse cx="400" cy="676" rx="118" ry="20" fill="${darken(body, 0.4)}"/>
      <rect x="282" y="642" width="236" height="34" rx="17" fill="${darken(body, 0.3)}"/>
      <rect x="312" y="112" width="176" height="540" rx="70" fill="${shell}"/>
      <rect x="326" y="160" width="10" height="440" rx="5" fill="#fff" opacity="0.3"/>
      <rect x="${variant % 2 === 0 ? 470 : 318}" y="200" width="12" height="380" rx="6" fill="${accent}" opacity="0.9"/>
      <rect x="342" y="160" width="116" height="78" rx="18" fill="#0f172a"/>
      <text x="400" y="206" font-family="DejaVu Sans Mono, monospace" font-size="30" font-weight="700" fill="#38bdf8" text-anchor="middle">24</text>
      ${repeat(4, (i) => `<circle cx="${364 + i * 24}" cy="224" r="5" fill="${i === 1 ? "#22c55e" : "#64748b"}"/>`)}
      <rect x="352" y="262" width="96" height="300" rx="48" fill="${vent}"/>
      ${repeat(lineCount, (i) => `<rect x="364" y="${280 + i * 10.4}" width="72" height="4" rx="2" fill="${lighten(accent, 0.35)}" opacity="0.9"/>`)}
      ${waterWindow(384, 580, 32, 48, 0.45, darken(body, 0.25))}
      ${brandMark(400, 146, 12, darken(body, 0.45))}`;
  },
};
