/**
 * The store's illustrations, drawn as SVG markup and rendered to WebP by sharp: banner
 * scenes, blog covers, About pictures and testimonial initials. Nothing is downloaded;
 * the demo content and the storefront's built-in fallbacks share these drawings.
 */

import { initials } from "@vayu/shared/content";

const FONT = "Noto Sans, DejaVu Sans, Liberation Sans, Arial, sans-serif";

export type Glyph = "cooler" | "fan" | "tv" | "mixer" | "stars" | "tools" | "truck" | "payment" | "tag" | "shield" | "sofa";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Each glyph is drawn in a 400 x 400 box. */
const glyphs: Record<Glyph, string> = {
  cooler: `
    <rect x="105" y="30" width="190" height="330" rx="26" fill="#ffffff"/>
    <rect x="105" y="30" width="190" height="56" rx="26" fill="#e2e8f0"/>
    <rect x="105" y="62" width="190" height="24" fill="#e2e8f0"/>
    <circle cx="140" cy="58" r="9" fill="#0b5fff"/><circle cx="168" cy="58" r="9" fill="#94a3b8"/><circle cx="196" cy="58" r="9" fill="#94a3b8"/>
    <rect x="232" y="50" width="44" height="16" rx="8" fill="#22c55e"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="128" y="${104 + i * 22}" width="144" height="10" rx="5" fill="#cbd5e1"/>`).join("")}
    <rect x="128" y="222" width="144" height="112" rx="12" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="4"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${140 + i * 24}" y1="230" x2="${140 + i * 24}" y2="326" stroke="#cbd5e1" stroke-width="4"/>`).join("")}
    <circle cx="135" cy="368" r="12" fill="#334155"/><circle cx="265" cy="368" r="12" fill="#334155"/>
    <path d="M300 120 q40 -10 70 10 M300 160 q50 -6 84 16 M300 200 q40 0 66 22" fill="none" stroke="#7dd3fc" stroke-width="9" stroke-linecap="round"/>`,
  fan: `
    <rect x="194" y="20" width="12" height="110" rx="6" fill="#cbd5e1"/>
    <rect x="170" y="14" width="60" height="16" rx="8" fill="#e2e8f0"/>
    ${[0, 120, 240]
      .map((angle) => `<path transform="rotate(${angle} 200 200)" d="M200 200 C 240 170 340 160 372 190 C 380 206 350 222 300 222 C 262 222 226 214 200 200 Z" fill="#ffffff" stroke="#e2e8f0" stroke-width="3"/>`)
      .join("")}
    <circle cx="200" cy="200" r="40" fill="#e2e8f0"/><circle cx="200" cy="200" r="24" fill="#ffffff"/><circle cx="200" cy="200" r="8" fill="#ff9f1c"/>
    <path d="M60 320 q40 -20 80 0 t80 0 t80 0 t80 0" fill="none" stroke="#7dd3fc" stroke-width="8" stroke-linecap="round"/>`,
  tv: `
    <rect x="24" y="58" width="352" height="226" rx="14" fill="#0f172a"/>
    <rect x="36" y="70" width="328" height="202" rx="6" fill="#38bdf8"/>
    <rect x="36" y="190" width="328" height="82" fill="#16a34a"/>
    <circle cx="290" cy="116" r="26" fill="#fde047"/>
    <path d="M36 210 L120 140 L190 200 L250 150 L364 230 L364 272 L36 272 Z" fill="#15803d"/>
    <path d="M36 240 L150 190 L260 250 L364 220 L364 272 L36 272 Z" fill="#166534"/>
    <rect x="170" y="284" width="60" height="30" fill="#334155"/>
    <rect x="110" y="312" width="180" height="14" rx="7" fill="#475569"/>
    <text x="352" y="262" text-anchor="end" font-family="${FONT}" font-weight="700" font-size="22" fill="#ffffff">4K</text>`,
  mixer: `
    <path d="M138 70 L262 70 L248 220 L152 220 Z" fill="#e0f2fe" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>
    <path d="M152 150 L248 150 L244 200 L156 200 Z" fill="#fb923c"/>
    <rect x="130" y="50" width="140" height="26" rx="10" fill="#ffffff"/>
    <path d="M262 100 q40 6 34 50 q-4 28 -40 30" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>
    <path d="M120 230 L280 230 L300 350 Q300 362 288 362 L112 362 Q100 362 100 350 Z" fill="#ffffff"/>
    <rect x="140" y="222" width="120" height="18" rx="6" fill="#cbd5e1"/>
    <circle cx="200" cy="298" r="30" fill="#e2e8f0"/><circle cx="200" cy="298" r="18" fill="#0b5fff"/>
    <rect x="196" y="276" width="8" height="18" rx="4" fill="#ffffff"/>`,
  stars: `
    <rect x="70" y="40" width="260" height="320" rx="18" fill="#ffffff"/>
    <rect x="70" y="40" width="260" height="70" rx="18" fill="#0b5fff"/><rect x="70" y="90" width="260" height="20" fill="#0b5fff"/>
    <text x="200" y="88" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="34" fill="#ffffff">5 STAR</text>
    ${[0, 1, 2, 3, 4]
      .map((i) => `<path transform="translate(${88 + i * 46} 140) scale(1.6)" d="M12 1 L15 9 L23 9 L17 14 L19 22 L12 17 L5 22 L7 14 L1 9 L9 9 Z" fill="${i < 4 ? "#ff9f1c" : "#e2e8f0"}"/>`)
      .join("")}
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="100" y="${206 + i * 22}" width="${200 - i * 26}" height="14" rx="4" fill="${["#15803d", "#22c55e", "#a3e635", "#facc15", "#fb923c", "#ef4444"][i]}"/>`).join("")}`,
  tools: `
    <path d="M120 300 L250 170" stroke="#ffffff" stroke-width="34" stroke-linecap="round"/>
    <path d="M240 120 a60 60 0 1 0 40 80 l-30 -10 l-10 -30 l30 -30 Z" fill="#ffffff"/>
    <path d="M200 80 q40 60 0 100 q-40 -40 0 -100 Z" transform="translate(110 120)" fill="#7dd3fc"/>
    <circle cx="110" cy="310" r="14" fill="#cbd5e1"/>`,
  truck: `
    <rect x="40" y="120" width="200" height="150" rx="14" fill="#ffffff"/>
    <path d="M240 160 L310 160 L360 210 L360 270 L240 270 Z" fill="#e2e8f0"/>
    <path d="M256 174 L304 174 L338 210 L256 210 Z" fill="#7dd3fc"/>
    <circle cx="100" cy="280" r="30" fill="#334155"/><circle cx="100" cy="280" r="12" fill="#cbd5e1"/>
    <circle cx="300" cy="280" r="30" fill="#334155"/><circle cx="300" cy="280" r="12" fill="#cbd5e1"/>
    <rect x="70" y="160" width="120" height="20" rx="10" fill="#ff9f1c"/><rect x="70" y="196" width="80" height="14" rx="7" fill="#cbd5e1"/>
    <path d="M10 150 h40 M0 190 h40 M16 230 h30" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.7"/>`,
  payment: `
    <rect x="30" y="110" width="250" height="160" rx="18" fill="#ffffff"/>
    <rect x="30" y="150" width="250" height="30" fill="#334155"/>
    <rect x="56" y="206" width="90" height="16" rx="8" fill="#cbd5e1"/><rect x="56" y="232" width="60" height="12" rx="6" fill="#e2e8f0"/>
    <rect x="230" y="70" width="140" height="260" rx="24" fill="#0f172a"/>
    <rect x="242" y="96" width="116" height="206" rx="10" fill="#ffffff"/>
    <path d="M270 196 l22 22 l40 -44" fill="none" stroke="#22c55e" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="300" y="270" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="28" fill="#0b5fff">UPI</text>`,
  tag: `
    <path d="M60 200 L180 70 L340 70 L340 230 L210 350 Z" fill="#ffffff"/>
    <circle cx="290" cy="120" r="18" fill="#ff9f1c"/>
    <text x="210" y="250" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="96" fill="#0b5fff" transform="rotate(-42 210 220)">%</text>`,
  shield: `
    <path d="M200 30 L330 80 L330 190 C330 280 270 340 200 370 C130 340 70 280 70 190 L70 80 Z" fill="#ffffff"/>
    <path d="M200 62 L300 100 L300 190 C300 262 254 310 200 336 Z" fill="#e0f2fe"/>
    <path d="M140 200 l42 42 l82 -92" fill="none" stroke="#22c55e" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
  sofa: `
    <rect x="40" y="190" width="320" height="110" rx="30" fill="#ffffff"/>
    <rect x="70" y="150" width="260" height="80" rx="26" fill="#e2e8f0"/>
    <rect x="20" y="200" width="60" height="110" rx="24" fill="#f8fafc"/>
    <rect x="320" y="200" width="60" height="110" rx="24" fill="#f8fafc"/>
    <rect x="60" y="300" width="16" height="34" rx="6" fill="#334155"/><rect x="324" y="300" width="16" height="34" rx="6" fill="#334155"/>
    <rect x="110" y="176" width="70" height="50" rx="16" fill="#ff9f1c"/>`,
};

interface Placement {
  glyph: Glyph;
  x: number;
  y: number;
  /** Drawn size in pixels (the glyph box is square). */
  size: number;
}

function place({ glyph, x, y, size }: Placement): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 400})" filter="url(#shadow)">${glyphs[glyph]}</g>`;
}

function defs(from: string, to: string): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#0f172a" flood-opacity="0.25"/></filter>
  </defs>`;
}

function decorations(width: number, height: number): string {
  return `<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.62}" fill="#ffffff" opacity="0.08"/>
    <circle cx="${width * 0.93}" cy="${height * 0.08}" r="${height * 0.3}" fill="#ffffff" opacity="0.07"/>
    <circle cx="${width * 0.05}" cy="${height * 0.95}" r="${height * 0.35}" fill="#ffffff" opacity="0.05"/>`;
}

export interface BannerArt {
  eyebrow: string;
  headline: [string, string];
  subline: string;
  badge: string;
  colors: [string, string];
  glyphs: [Glyph, Glyph];
  /** The price badge; orange unless the background is orange itself. */
  badgeFill?: string;
}

export type BannerLook = Omit<BannerArt, "eyebrow" | "headline" | "subline" | "badge">;

/**
 * Devanagari marks drawn above, below or joined into their letter: they add no width of their own.
 * Hindi pictures are drawn where Noto Sans Devanagari is installed and committed
 * (docs/decisions/337-hindi-banner-pictures.md); the store never draws Hindi itself.
 */
const JOINED_MARKS = /[\u0900-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963]/g;

const HINDI_FONT = `Noto Sans Devanagari, ${FONT}`;

/** About how wide `text` is drawn at `size` px, bold: enough to size a pill or a headline around it. */
function drawnWidth(text: string, size: number, lang: "en" | "hi"): number {
  return text.replace(JOINED_MARKS, "").length * size * (lang === "hi" ? 0.62 : 0.6);
}

/** The offer's words may take the left half; the drawings start at x = 1120. */
const WORDS_WIDTH = 920;

/** A 1920 x 600 offer banner: the offer on the left, the appliances on the right; `lang` says which words it draws. */
export function bannerSvg(art: BannerArt, lang: "en" | "hi" = "en"): string {
  const [main, side] = art.glyphs;
  const font = lang === "hi" ? HINDI_FONT : FONT;
  // Capitals read better spaced; spacing would break the line joining Devanagari letters.
  const eyebrowWidth = lang === "hi" ? drawnWidth(art.eyebrow, 26, lang) + 56 : art.eyebrow.length * 19 + 56;
  const badgeWidth = lang === "hi" ? drawnWidth(art.badge, 36, lang) + 64 : art.badge.length * 24 + 64;
  const headlineSize = Math.min(96, Math.floor((96 * WORDS_WIDTH) / Math.max(...art.headline.map((line) => drawnWidth(line, 96, lang)))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="600" viewBox="0 0 1920 600" xml:lang="${lang}">
    ${defs(art.colors[0], art.colors[1])}
    <rect width="1920" height="600" fill="url(#bg)"/>
    ${decorations(1920, 600)}
    <rect x="160" y="92" width="${eyebrowWidth}" height="52" rx="26" fill="#ffffff" opacity="0.16"/>
    <text x="${160 + eyebrowWidth / 2}" y="127" text-anchor="middle" font-family="${font}" font-weight="700" font-size="26" letter-spacing="${lang === "hi" ? 0 : 3}" fill="#ffffff">${escapeXml(art.eyebrow)}</text>
    <text x="160" y="250" font-family="${font}" font-weight="800" font-size="${headlineSize}" fill="#ffffff">${escapeXml(art.headline[0])}</text>
    <text x="160" y="356" font-family="${font}" font-weight="800" font-size="${headlineSize}" fill="#ffffff">${escapeXml(art.headline[1])}</text>
    <text x="160" y="422" font-family="${font}" font-weight="500" font-size="36" fill="#ffffff" opacity="0.9">${escapeXml(art.subline)}</text>
    <rect x="160" y="460" width="${badgeWidth}" height="72" rx="36" fill="${art.badgeFill ?? "#ff9f1c"}"/>
    <text x="${160 + badgeWidth / 2}" y="507" text-anchor="middle" font-family="${font}" font-weight="800" font-size="36" fill="#0f172a">${escapeXml(art.badge)}</text>
    ${place({ glyph: side, x: 1120, y: 230, size: 330 })}
    ${place({ glyph: main, x: 1380, y: 50, size: 500 })}
  </svg>`;
}

/** A 1200 x 750 blog cover: one large drawing on a soft gradient, words stay in the page. */
export function coverSvg(glyph: Glyph, colors: [string, string], companion?: Glyph): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750">
    ${defs(colors[0], colors[1])}
    <rect width="1200" height="750" fill="url(#bg)"/>
    ${decorations(1200, 750)}
    <rect x="0" y="640" width="1200" height="110" fill="#ffffff" opacity="0.12"/>
    ${companion ? place({ glyph: companion, x: 170, y: 300, size: 360 }) : ""}
    ${place({ glyph, x: companion ? 560 : 360, y: 120, size: 500 })}
  </svg>`;
}

const AVATAR_COLORS: [string, string][] = [
  ["#0b5fff", "#0a3aa8"],
  ["#f97316", "#c2410c"],
  ["#0d9488", "#115e59"],
  ["#7c3aed", "#5b21b6"],
  ["#db2777", "#9d174d"],
  ["#0284c7", "#075985"],
];

/** A 320 x 320 portrait placeholder: the customer's initials on a colour picked from the name. */
export function avatarSvg(name: string): string {
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const [from, to] = AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
    ${defs(from, to)}
    <rect width="320" height="320" fill="url(#bg)"/>
    <text x="160" y="196" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="120" fill="#ffffff">${escapeXml(initials(name))}</text>
  </svg>`;
}

/** How each offer banner looks; its words and figures come from the demo catalog (demo-offers.ts). */
export const bannerLooks = {
  coolers: {
    colors: ["#0369a1", "#0b5fff"],
    glyphs: ["cooler", "fan"],
  },
  fans: {
    colors: ["#0f172a", "#1d4ed8"],
    glyphs: ["fan", "cooler"],
  },
  tvs: {
    colors: ["#312e81", "#7c3aed"],
    glyphs: ["tv", "sofa"],
  },
  mixers: {
    colors: ["#9a3412", "#f97316"],
    glyphs: ["mixer", "tag"],
    badgeFill: "#fde68a",
  },
} satisfies Record<string, BannerLook>;
