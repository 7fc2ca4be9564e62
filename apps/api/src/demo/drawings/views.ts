import type { Appliance, Look } from "./appliance";
import { specIcon, type SpecIcon } from "./icons";
import { FONT, Paint, darken, escapeXml, lighten, luminance, mix, repeat } from "./paint";

const SIZE = 960;

function document(p: Paint, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">${p.markup()}${body}</svg>`;
}

/** White and near-white products take their backdrop tint from the accent colour. */
const tintOf = (look: Look) => (luminance(look.body) > 0.8 ? look.accent : look.body);

/** Light studio backdrop tinted by the product's colour, with a floor shadow under standing things. */
function studio(p: Paint, appliance: Appliance, tint: string): string {
  const bg = p.linear([
    [0, "#f8fafc"],
    [1, mix("#eef2f7", tint, 0.1)],
  ]);
  const glow = p.radial([
    [0, lighten(tint, 0.72), 0.9],
    [1, lighten(tint, 0.85), 0],
  ]);
  const shadow = p.radial([
    [0, "#0f172a", 0.28],
    [1, "#0f172a", 0],
  ]);
  const stands = appliance.placement !== "ceiling" && appliance.placement !== "wall";
  const floor = appliance.floor ?? 700;
  return `<rect width="800" height="800" fill="${bg}"/>
    <circle cx="400" cy="400" r="330" fill="${glow}"/>
    ${stands ? `<ellipse cx="400" cy="${floor}" rx="250" ry="28" fill="${shadow}"/>` : ""}`;
}

/** Places a drawing so that its point (400, anchorY) lands on (x, y) at `scale`. */
const place = (drawing: string, x: number, y: number, scale: number, anchorY = 700) =>
  `<g transform="translate(${x - 400 * scale} ${y - anchorY * scale}) scale(${scale})">${drawing}</g>`;

/** The product on its own, front on: the listing and first gallery image. */
export function frontView(appliance: Appliance, look: Look): string {
  const p = new Paint("f");
  const drawing = appliance.draw(p, look);
  // A ceiling fan hangs from the top edge; lower it so it sits in the middle of a tile.
  const framed =
    appliance.placement === "ceiling" ? `<g transform="translate(0 120)">${drawing}</g>` : drawing;
  return document(p, studio(p, appliance, tintOf(look)) + framed);
}

function window(p: Paint): string {
  const sky = p.linear([
    [0, "#bfdbfe"],
    [1, "#f0f9ff"],
  ]);
  return `<rect x="56" y="110" width="190" height="280" rx="8" fill="#ffffff"/>
    <rect x="68" y="122" width="166" height="256" rx="4" fill="${sky}"/>
    <circle cx="190" cy="170" r="22" fill="#fef3c7"/>
    <path d="M68 330 Q120 290 170 320 T234 310 V378 H68 Z" fill="#86efac" opacity="0.7"/>
    <rect x="147" y="122" width="8" height="256" fill="#ffffff"/><rect x="68" y="246" width="166" height="8" fill="#ffffff"/>
    <rect x="46" y="388" width="210" height="14" rx="4" fill="#e7e5e4"/>`;
}

function plant(x: number, floor: number): string {
  return `<path d="M${x - 34} ${floor - 80} H${x + 34} L${x + 26} ${floor} H${x - 26} Z" fill="#c2410c"/>
    ${repeat(7, (i) => `<path d="M${x} ${floor - 80} Q${x + (i - 3) * 22} ${floor - 150 - (i % 2) * 40} ${x + (i - 3) * 34} ${floor - 190 + Math.abs(i - 3) * 26}" stroke="#15803d" stroke-width="12" fill="none" stroke-linecap="round"/>`)}`;
}

function sofa(x: number, floor: number, colour: string): string {
  return `<rect x="${x}" y="${floor - 150}" width="300" height="90" rx="26" fill="${darken(colour, 0.08)}"/>
    <rect x="${x - 20}" y="${floor - 90}" width="340" height="70" rx="22" fill="${colour}"/>
    <rect x="${x - 28}" y="${floor - 120}" width="44" height="100" rx="18" fill="${darken(colour, 0.12)}"/>
    <rect x="${x + 284}" y="${floor - 120}" width="44" height="100" rx="18" fill="${darken(colour, 0.12)}"/>
    <rect x="${x + 10}" y="${floor - 22}" width="12" height="22" fill="#78350f"/><rect x="${x + 278}" y="${floor - 22}" width="12" height="22" fill="#78350f"/>`;
}

/** The product where it is used: a living room, a kitchen counter, a bedside table. */
export function roomView(appliance: Appliance, look: Look): string {
  const p = new Paint("r");
  const drawing = appliance.draw(p, look);
  const kitchen = appliance.placement === "counter";
  const wall = p.linear([
    [0, kitchen ? "#f5f5f4" : "#f6f1ea"],
    [1, kitchen ? "#e7e5e4" : "#ede4d8"],
  ]);
  const wood = p.linear([
    [0, "#d6b48c"],
    [1, "#b98e5f"],
  ]);
  const floorY = 640;
  const shadow = p.radial([
    [0, "#0f172a", 0.25],
    [1, "#0f172a", 0],
  ]);
  const room = `<rect width="800" height="800" fill="${wall}"/>
    <rect y="${floorY}" width="800" height="${800 - floorY}" fill="${wood}"/>
    ${repeat(5, (i) => `<line x1="0" y1="${floorY + 18 + i * 30}" x2="800" y2="${floorY + 18 + i * 30}" stroke="#a47848" stroke-width="2" opacity="0.35"/>`)}
    <rect y="${floorY - 14}" width="800" height="16" fill="#fafaf9"/>`;

  switch (appliance.placement) {
    case "counter": {
      const counterTop = 560;
      const tiles = repeat(8, (row) =>
        repeat(
          9,
          (col) =>
            `<rect x="${col * 92 - (row % 2) * 46}" y="${140 + row * 54}" width="88" height="50" rx="4" fill="#ffffff" opacity="0.9"/>`,
        ),
      );
      return document(
        p,
        `${room}${tiles}
        <rect x="0" y="${counterTop}" width="800" height="26" fill="#57534e"/>
        <rect x="0" y="${counterTop + 26}" width="800" height="${800 - counterTop}" fill="#e7e5e4"/>
        ${repeat(4, (i) => `<rect x="${20 + i * 196}" y="${counterTop + 50}" width="180" height="220" rx="10" fill="#f5f5f4" stroke="#d6d3d1" stroke-width="3"/><rect x="${92 + i * 196}" y="${counterTop + 70}" width="36" height="8" rx="4" fill="#a8a29e"/>`)}
        <ellipse cx="140" cy="${counterTop}" rx="80" ry="10" fill="#0f172a" opacity="0.12"/>
        <path d="M70 ${counterTop - 46} H210 Q206 ${counterTop} 140 ${counterTop} Q74 ${counterTop} 70 ${counterTop - 46} Z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/>
        <circle cx="112" cy="${counterTop - 56}" r="20" fill="#f97316"/><circle cx="150" cy="${counterTop - 60}" r="22" fill="#facc15"/><circle cx="180" cy="${counterTop - 52}" r="18" fill="#84cc16"/>
        <ellipse cx="440" cy="${counterTop + 2}" rx="170" ry="16" fill="${shadow}"/>
        ${place(drawing, 440, counterTop + 4, 0.66)}`,
      );
    }
    case "ceiling":
      return document(
        p,
        `${room}${window(p)}${sofa(250, floorY + 40, mix("#64748b", look.accent, 0.25))}${plant(700, floorY + 30)}
        <rect width="800" height="40" fill="#fafaf9"/>
        ${place(drawing, 420, 0, 1.05, 40)}`,
      );
    case "wall":
      return document(
        p,
        `${room}${window(p)}${plant(90, floorY + 30)}${sofa(360, floorY + 40, mix("#94a3b8", look.accent, 0.2))}
        ${place(drawing, 500, 240, 0.62, 330)}`,
      );
    case "console":
      return document(
        p,
        `${room}${plant(700, floorY + 30)}
        <ellipse cx="400" cy="${floorY + 40}" rx="300" ry="20" fill="${shadow}"/>
        <rect x="110" y="${floorY - 110}" width="580" height="130" rx="12" fill="#8b5e34"/>
        <rect x="126" y="${floorY - 94}" width="176" height="98" rx="6" fill="#a47148"/><rect x="312" y="${floorY - 94}" width="176" height="98" rx="6" fill="#a47148"/><rect x="498" y="${floorY - 94}" width="176" height="98" rx="6" fill="#a47148"/>
        <rect x="130" y="${floorY + 20}" width="14" height="26" fill="#57351c"/><rect x="656" y="${floorY + 20}" width="14" height="26" fill="#57351c"/>
        ${place(drawing, 400, floorY - 110, 0.82, appliance.floor ?? 700)}`,
      );
    case "table":
      return document(
        p,
        `${room}${window(p)}${plant(700, floorY + 30)}
        <ellipse cx="420" cy="${floorY + 110}" rx="170" ry="16" fill="${shadow}"/>
        <rect x="290" y="500" width="260" height="22" rx="8" fill="#8b5e34"/>
        <rect x="306" y="520" width="16" height="218" fill="#6b4423"/><rect x="518" y="520" width="16" height="218" fill="#6b4423"/>
        <rect x="306" y="640" width="228" height="12" fill="#6b4423"/>
        ${place(drawing, 420, 502, 0.6)}`,
      );
    case "floor":
      return document(
        p,
        `${room}${window(p)}${plant(700, floorY + 30)}
        <ellipse cx="430" cy="${floorY + 100}" rx="170" ry="20" fill="${shadow}"/>
        ${place(drawing, 430, floorY + 100, 0.78)}`,
      );
  }
}

/** A magnified feature of the product, with a caption saying what it is. */
export function closeUpView(appliance: Appliance, look: Look): string {
  const p = new Paint("c");
  const drawing = appliance.draw(p, look);
  const { x, y, zoom, caption } = appliance.feature;
  const frame = p.clip(`<rect x="40" y="40" width="720" height="620" rx="36"/>`);
  const tint = tintOf(look);
  const card = p.linear([
    [0, lighten(tint, 0.92)],
    [1, lighten(tint, 0.8)],
  ]);
  const text = escapeXml(caption);
  const pill = Math.min(700, 60 + caption.length * 14.5);
  return document(
    p,
    `<rect width="800" height="800" fill="#f1f5f9"/>
    <g clip-path="${frame}"><rect x="40" y="40" width="720" height="620" fill="${card}"/>
      <g transform="translate(400 350) scale(${zoom}) translate(${-x} ${-y})">${drawing}</g></g>
    <rect x="40" y="40" width="720" height="620" rx="36" fill="none" stroke="#e2e8f0" stroke-width="3"/>
    <rect x="${400 - pill / 2}" y="690" width="${pill}" height="64" rx="32" fill="#0f172a"/>
    <text x="400" y="731" ${FONT} font-size="24" font-weight="600" fill="#ffffff" text-anchor="middle">${text}</text>`,
  );
}

export interface SpecLine {
  icon: SpecIcon;
  value: string;
  label: string;
}

/** An infographic of the four specifications a shopper compares first. */
export function specCardView(
  appliance: Appliance,
  look: Look,
  heading: { name: string; kind: string },
  specs: readonly SpecLine[],
): string {
  // Long names shrink to stay clear of the thumbnail (bold glyphs average ~0.58 em).
  const nameSize = Math.min(46, Math.floor(450 / (heading.name.length * 0.58)));
  const p = new Paint("s");
  const drawing = appliance.draw(p, look);
  const tint = mix(tintOf(look), "#0b5fff", 0.35);
  const bg = p.linear([
    [0, "#ffffff"],
    [1, lighten(tint, 0.9)],
  ]);
  const tiles = specs.slice(0, 4).map((spec, i) => {
    const tx = 56 + (i % 2) * 352;
    const ty = 330 + Math.floor(i / 2) * 196;
    return `<rect x="${tx}" y="${ty + 6}" width="336" height="176" rx="24" fill="${tint}" opacity="0.08"/>
      <rect x="${tx}" y="${ty}" width="336" height="176" rx="24" fill="#ffffff"/>
      <circle cx="${tx + 56}" cy="${ty + 58}" r="32" fill="${lighten(tint, 0.85)}"/>
      ${specIcon(spec.icon, tx + 34, ty + 36, 44, darken(tint, 0.2))}
      <text x="${tx + 28}" y="${ty + 132}" ${FONT} font-size="34" font-weight="700" fill="#0f172a">${escapeXml(spec.value)}</text>
      <text x="${tx + 28}" y="${ty + 160}" ${FONT} font-size="19" fill="#64748b">${escapeXml(spec.label)}</text>`;
  });
  const thumb =
    appliance.placement === "ceiling"
      ? place(drawing, 640, 40, 0.42, 40)
      : place(drawing, 640, 290, 0.38, appliance.floor ?? 700);
  return document(
    p,
    `<rect width="800" height="800" fill="${bg}"/>
    <circle cx="640" cy="170" r="130" fill="${lighten(tint, 0.8)}"/>
    ${thumb}
    <text x="56" y="104" ${FONT} font-size="20" font-weight="700" letter-spacing="5" fill="${darken(tint, 0.1)}">VAYU</text>
    <text x="56" y="168" ${FONT} font-size="${nameSize}" font-weight="800" fill="#0f172a">${escapeXml(heading.name)}</text>
    <text x="56" y="212" ${FONT} font-size="24" fill="#475569">${escapeXml(heading.kind)}</text>
    <rect x="56" y="246" width="130" height="8" rx="4" fill="#f97316"/>
    ${tiles.join("")}
    <text x="56" y="764" ${FONT} font-size="18" fill="#94a3b8">Key specifications</text>`,
  );
}

/** A category tile: a few of its appliances side by side. */
export function groupView(members: readonly { appliance: Appliance; look: Look }[], tint: string): string {
  const p = new Paint("g");
  const bg = p.linear([
    [0, lighten(tint, 0.9)],
    [1, lighten(tint, 0.75)],
  ]);
  const glow = p.radial([
    [0, "#ffffff", 0.9],
    [1, "#ffffff", 0],
  ]);
  const shadow = p.radial([
    [0, "#0f172a", 0.22],
    [1, "#0f172a", 0],
  ]);
  const scale = members.length >= 3 ? 0.5 : members.length === 2 ? 0.62 : 0.9;
  const step = members.length >= 3 ? 230 : 300;
  const start = 400 - (step * (members.length - 1)) / 2;
  const items = members.map(({ appliance, look }, i) => {
    const x = start + i * step;
    const ceiling = appliance.placement === "ceiling";
    const wall = appliance.placement === "wall";
    // Each member draws with its own Paint, so its defs travel with it under unique ids.
    const member = new Paint(`g${i}m`);
    const markup = appliance.draw(member, look);
    const placed = ceiling
      ? place(markup, x, 120, scale * 1.1, 40)
      : wall
        ? place(markup, x, 360, scale, 330)
        : place(markup, x, 640, scale, appliance.floor ?? 700);
    return `${member.markup()}${ceiling || wall ? "" : `<ellipse cx="${x}" cy="642" rx="${110 * scale * 2}" ry="14" fill="${shadow}"/>`}${placed}`;
  });
  return document(
    p,
    `<rect width="800" height="800" fill="${bg}"/><circle cx="400" cy="420" r="320" fill="${glow}"/>${items.join("")}`,
  );
}
