import type { Appliance } from "./appliance";
import { brandMark, darken, lighten, repeat, type Paint } from "./paint";

/** What is on the screen: a different scene per model so the TVs do not look alike. */
function screenScene(
  p: Paint,
  x: number,
  y: number,
  w: number,
  h: number,
  scene: number,
  accent: string,
): string {
  const clip = p.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4"/>`);
  const scenes = [
    // Sunset over the hills.
    () => {
      const sky = p.linear([
        [0, "#1e3a8a"],
        [0.55, "#f472b6"],
        [1, "#fdba74"],
      ]);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>
        <circle cx="${x + w * 0.62}" cy="${y + h * 0.58}" r="${h * 0.16}" fill="#fde68a"/>
        <path d="M${x} ${y + h * 0.7} Q${x + w * 0.25} ${y + h * 0.45} ${x + w * 0.5} ${y + h * 0.68} T${x + w} ${y + h * 0.6} L${x + w} ${y + h} L${x} ${y + h} Z" fill="#7c3aed" opacity="0.85"/>
        <path d="M${x} ${y + h * 0.82} Q${x + w * 0.35} ${y + h * 0.66} ${x + w * 0.7} ${y + h * 0.84} T${x + w} ${y + h * 0.8} L${x + w} ${y + h} L${x} ${y + h} Z" fill="#312e81"/>`;
    },
    // Beach and sea.
    () => {
      const sky = p.linear([
        [0, "#38bdf8"],
        [1, "#e0f2fe"],
      ]);
      const sea = p.linear([
        [0, "#0ea5e9"],
        [1, "#0369a1"],
      ]);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>
        <circle cx="${x + w * 0.2}" cy="${y + h * 0.25}" r="${h * 0.1}" fill="#fef9c3"/>
        <rect x="${x}" y="${y + h * 0.52}" width="${w}" height="${h * 0.25}" fill="${sea}"/>
        <path d="M${x} ${y + h * 0.78} Q${x + w * 0.5} ${y + h * 0.7} ${x + w} ${y + h * 0.8} L${x + w} ${y + h} L${x} ${y + h} Z" fill="#fde68a"/>
        <path d="M${x + w * 0.78} ${y + h} Q${x + w * 0.8} ${y + h * 0.6} ${x + w * 0.74} ${y + h * 0.38}" stroke="#92400e" stroke-width="${w * 0.012}" fill="none"/>
        ${repeat(5, (i) => `<path d="M${x + w * 0.74} ${y + h * 0.38} q${w * (0.05 - i * 0.025)} ${-h * 0.04} ${w * (0.1 - i * 0.05)} ${h * 0.06}" stroke="#15803d" stroke-width="${w * 0.014}" fill="none" stroke-linecap="round"/>`)}`;
    },
    // City skyline at night.
    () => {
      const sky = p.linear([
        [0, "#0f172a"],
        [1, darken(accent, 0.2)],
      ]);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>
        <circle cx="${x + w * 0.8}" cy="${y + h * 0.22}" r="${h * 0.08}" fill="#f8fafc"/>
        ${repeat(11, (i) => {
          const bw = w / 11;
          const bh = h * (0.25 + ((i * 37) % 45) / 100);
          return `<rect x="${x + i * bw}" y="${y + h - bh}" width="${bw - 4}" height="${bh}" fill="#1e293b"/>${repeat(4, (j) => `<rect x="${x + i * bw + bw * 0.3}" y="${y + h - bh + 10 + j * 18}" width="${bw * 0.3}" height="6" fill="#fde047" opacity="${(i + j) % 3 === 0 ? 0.2 : 0.85}"/>`)}`;
        })}`;
    },
  ];
  return `<g clip-path="${clip}">${scenes[scene % scenes.length]!()}</g>`;
}

export function ledTv(inches: number): Appliance {
  return {
    placement: "console",
    floor: 668,
    feature: {
      x: 400,
      y: 410,
      zoom: 2,
      caption: inches >= 43 ? "4K Ultra HD with HDR10 and Dolby Audio" : "HD Ready panel with vivid colour",
    },
    draw(p, { body, accent, variant }) {
      const width = 660;
      const height = width * (9 / 16);
      const x = 400 - width / 2;
      const y = 230;
      const bezel = inches >= 55 ? 5 : inches >= 43 ? 9 : 14;
      const frame = p.linear([
        [0, lighten(body, 0.2)],
        [1, body],
      ]);
      const glare = p.linear(
        [
          [0, "#ffffff", 0.22],
          [0.5, "#ffffff", 0],
        ],
        [0, 0, 1, 1],
      );
      const bottom = y + height;
      const stand =
        variant % 2 === 0
          ? `<path d="M${x + 90} ${bottom} L${x + 60} ${bottom + 64} L${x + 76} ${bottom + 64} L${x + 112} ${bottom}Z" fill="${darken(body, 0.1)}"/>
             <path d="M${x + width - 90} ${bottom} L${x + width - 60} ${bottom + 64} L${x + width - 76} ${bottom + 64} L${x + width - 112} ${bottom}Z" fill="${darken(body, 0.1)}"/>`
          : `<rect x="385" y="${bottom}" width="30" height="50" fill="${darken(body, 0.1)}"/><rect x="300" y="${bottom + 48}" width="200" height="14" rx="7" fill="${darken(body, 0.15)}"/>`;
      return `
        ${stand}
        <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="${frame}"/>
        ${screenScene(p, x + bezel, y + bezel, width - bezel * 2, height - bezel * 2, variant, accent)}
        <rect x="${x + bezel}" y="${y + bezel}" width="${width - bezel * 2}" height="${height - bezel * 2}" fill="${glare}"/>
        <rect x="${x}" y="${bottom - 4}" width="${width}" height="${bezel + 6}" rx="4" fill="${darken(body, 0.15)}"/>
        ${brandMark(400, bottom + bezel - 1, bezel + 2, "#cbd5e1", 1)}`;
    },
  };
}
