/** Colour maths and gradient definitions shared by the appliance drawings. */

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` blended towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

/** Relative brightness 0 (black) .. 1 (white), good enough to tell pale colours from strong ones. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const lighten = (colour: string, t: number) => mix(colour, "#ffffff", t);
export const darken = (colour: string, t: number) => mix(colour, "#000000", t);

type Stop = readonly [offset: number, colour: string, opacity?: number];

const stopsMarkup = (stops: readonly Stop[]) =>
  stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");

/**
 * Collects the <defs> one SVG needs. Ids carry a prefix so that several drawings can
 * share one document (the category tiles) without their gradients colliding.
 */
export class Paint {
  private readonly defs: string[] = [];
  private count = 0;
  constructor(private readonly prefix: string) {}

  private nextId() {
    return `${this.prefix}${this.count++}`;
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in object bounding box units; default top to bottom. */
  linear(
    stops: readonly Stop[],
    [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
  ): string {
    const id = this.nextId();
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], [cx, cy, r]: readonly [number, number, number] = [0.5, 0.5, 0.5]): string {
    const id = this.nextId();
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path; returns the attribute value for clip-path. */
  clip(shape: string): string {
    const id = this.nextId();
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  markup(): string {
    return `<defs>${this.defs.join("")}</defs>`;
  }
}

/** Repeats `fn` for i = 0..n-1 and joins the markup. */
export const repeat = (n: number, fn: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => fn(i)).join("");

export const FONT = `font-family="Inter, 'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"`;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The brand name printed on an appliance, centred on x. */
export function brandMark(x: number, y: number, size: number, colour: string, opacity = 0.7): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="800" letter-spacing="${Math.round(size / 3.5)}" fill="${colour}" text-anchor="middle" opacity="${opacity}">VAYU</text>`;
}

/** A body lit from the left: light edge, the colour itself, a shaded right edge. */
export function sideLit(p: Paint, colour: string, shade = 0.15): string {
  return p.linear(
    [
      [0, lighten(colour, 0.35)],
      [0.55, colour],
      [1, darken(colour, shade)],
    ],
    [0, 0, 1, 0],
  );
}
