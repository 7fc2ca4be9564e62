/** Line icons for the spec cards, drawn in a 48 x 48 box. */
export type SpecIcon =
  "tank" | "power" | "air" | "warranty" | "speed" | "size" | "display" | "sound" | "jar" | "timer";

const paths: Record<SpecIcon, string> = {
  tank: `<path d="M24 6 C 16 18, 11 24, 11 31 a13 13 0 0 0 26 0 C 37 24, 32 18, 24 6 Z"/>`,
  power: `<path d="M27 4 L12 27 H23 L20 44 L36 20 H25 Z"/>`,
  air: `<path d="M6 18 H30 a6 6 0 1 0 -6 -6"/><path d="M6 26 H38 a6 6 0 1 1 -6 6"/><path d="M6 34 H20"/>`,
  warranty: `<path d="M24 5 L40 11 V23 C40 33 33 40 24 43 C15 40 8 33 8 23 V11 Z"/><path d="M17 24 L22 29 L31 19"/>`,
  speed: `<path d="M8 34 a16 16 0 1 1 32 0"/><path d="M24 34 L33 21"/><circle cx="24" cy="34" r="2.5"/>`,
  size: `<path d="M8 16 V8 H16"/><path d="M32 8 H40 V16"/><path d="M40 32 V40 H32"/><path d="M16 40 H8 V32"/><path d="M14 14 L34 34"/>`,
  display: `<rect x="5" y="9" width="38" height="24" rx="3"/><path d="M17 40 H31"/><path d="M24 33 V40"/>`,
  sound: `<path d="M8 19 H15 L25 10 V38 L15 29 H8 Z"/><path d="M31 17 a9 9 0 0 1 0 14"/><path d="M35 12 a15 15 0 0 1 0 24"/>`,
  jar: `<path d="M13 10 H35 L32 40 H16 Z"/><path d="M35 15 C43 15 43 30 33 30"/><path d="M11 10 H37"/>`,
  timer: `<circle cx="24" cy="27" r="15"/><path d="M24 27 V18"/><path d="M19 6 H29"/>`,
};

export function specIcon(icon: SpecIcon, x: number, y: number, size: number, colour: string): string {
  const s = size / 48;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${colour}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${paths[icon]}</g>`;
}
