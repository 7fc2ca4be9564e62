import type { Look } from "./drawings/appliance";
import type { SpecIcon } from "./drawings/icons";
import type { KindKey } from "./catalog-kinds";

/** One specification line; the ones with an icon also make the product's spec card. */
export type Spec = readonly [label: string, value: string, icon?: SpecIcon];

export interface DemoProduct {
  kind: KindKey;
  /** Product line and model, as printed on the spec card. */
  name: string;
  title: string;
  /** Rupees. */
  price: number;
  salePrice?: number;
  stock: number;
  look: Look;
  summary: string;
  specs: readonly Spec[];
  /** The product's warranty field (not a specification row): its period, the spec card's tile, and any terms. */
  warranty: { period: string; terms?: string };
}

/** The warranty text a demo product is stored with: "2 years", or "2 years: <terms>". */
export const warrantyText = ({ period, terms }: DemoProduct["warranty"]) =>
  terms ? `${period}: ${terms}` : period;

const look = (body: string, accent: string, variant = 0): Look => ({ body, accent, variant });

type Offer = Pick<DemoProduct, "price" | "salePrice" | "stock" | "look">;

function cooler(
  kind: "desert" | "personal" | "tower",
  label: string,
  name: string,
  tank: number,
  o: Offer & { throwFt: number; watts: number; feature: string; remote?: boolean },
): DemoProduct {
  return {
    kind,
    name,
    title: `${name} ${label} with ${tank} L Tank${o.remote ? " and Remote" : ""}`,
    summary: `${name} keeps a ${kind === "personal" ? "bedroom or study" : kind === "tower" ? "living room or bedroom" : "large living room or shop"} cool through the Indian summer. ${o.feature} It runs on an inverter during power cuts and uses a fraction of an air conditioner's electricity.`,
    specs: [
      ["Tank capacity", `${tank} L`, "tank"],
      ["Air throw", `${o.throwFt} ft`, "air"],
      ["Power consumption", `${o.watts} W`, "power"],
      ["Cooling media", kind === "personal" ? "Honeycomb pads, 2 sides" : "Honeycomb pads, 3 sides"],
      ["Speed settings", o.remote ? "3 speeds, remote and timer" : "3 speeds"],
      ["Inverter compatible", "Yes"],
      [
        "Recommended room",
        kind === "personal" ? "Up to 150 sq ft" : kind === "tower" ? "Up to 250 sq ft" : "Up to 500 sq ft",
      ],
    ],
    warranty: { period: kind === "desert" ? "2 years" : "1 year" },
    ...o,
  };
}

function fan(
  kind: "ceiling" | "table" | "pedestal" | "wall",
  label: string,
  name: string,
  sweep: number,
  o: Offer & { rpm: number; watts: number; feature: string; bldc?: boolean },
): DemoProduct {
  return {
    kind,
    name,
    title: `${name} ${sweep} mm ${o.bldc ? "BLDC " : ""}${label}`,
    summary: `${name} moves a lot of air quietly. ${o.feature}`,
    specs: [
      ["Sweep", `${sweep} mm`, "size"],
      ["Speed", `${o.rpm} RPM`, "speed"],
      ["Power consumption", `${o.watts} W`, "power"],
      ["Motor", o.bldc ? "BLDC with remote, 5 speeds" : "100% copper winding"],
      ["Blades", o.look.variant % 2 === 0 ? "3 blades" : kind === "ceiling" ? "4 blades" : "5 blades"],
      ["Air delivery", `${Math.round(sweep * (kind === "ceiling" ? 0.18 : 0.14))} m³/min`],
    ],
    warranty: { period: o.bldc ? "5 years" : "2 years" },
    ...o,
  };
}

function mixer(
  kind: "mixer500" | "mixer750" | "juicer",
  name: string,
  watts: number,
  jars: number,
  o: Offer & { feature: string },
): DemoProduct {
  return {
    kind,
    name,
    title: `${name} ${watts} W ${kind === "juicer" ? "Juicer Mixer Grinder" : "Mixer Grinder"} with ${jars} Jars`,
    summary: `${name} grinds masalas, chutneys and idli-dosa batter with ease. ${o.feature}`,
    specs: [
      ["Motor", `${watts} W`, "power"],
      ["Jars", `${jars} jars`, "jar"],
      ["Speed", `${watts >= 750 ? 20000 : 18000} RPM`, "speed"],
      ["Speed control", "3 speeds and pulse"],
      [
        "Jar material",
        kind === "juicer"
          ? "Stainless steel, and a juicer jar with mesh filter"
          : "Food-grade stainless steel",
      ],
      ["Overload protection", "Yes, with reset button"],
      ["Cord length", "1.5 m"],
    ],
    warranty: { period: `${watts >= 750 ? 5 : 2} years` },
    ...o,
  };
}

/** Screen diagonals as Indian listings quote them. */
const CENTIMETRES: Record<number, number> = { 32: 80, 43: 108, 55: 139 };

function tv(
  kind: "tv32" | "tv43" | "tv55",
  name: string,
  inches: number,
  o: Offer & { resolution: string; speakers: number; os: string; feature: string },
): DemoProduct {
  const panel =
    o.resolution === "HD Ready"
      ? "HD Ready Smart LED TV"
      : name.includes("QLED")
        ? "4K QLED Smart TV"
        : "4K Ultra HD Smart LED TV";
  return {
    kind,
    name,
    title: `${name} ${CENTIMETRES[inches]} cm (${inches} inch) ${panel}`,
    summary: `${name} brings cricket, serials and films home on a ${inches} inch screen. ${o.feature}`,
    specs: [
      ["Screen size", `${inches} inch`, "display"],
      ["Resolution", o.resolution === "HD Ready" ? "1366 x 768" : "3840 x 2160", "size"],
      ["Sound output", `${o.speakers} W`, "sound"],
      ["Smart platform", o.os],
      ["Connectivity", "3 HDMI, 2 USB, Wi-Fi, Bluetooth"],
      ["Refresh rate", "60 Hz"],
    ],
    warranty: { period: "2 years", terms: "1 year comprehensive and 1 more year on the panel" },
    ...o,
  };
}

/** The demo catalog: 49 products across the four categories. */
export const demoProducts: readonly DemoProduct[] = [
  cooler("desert", "Desert Air Cooler", "Vayu Arctic 85", 85, {
    price: 14990,
    salePrice: 11490,
    stock: 24,
    look: look("#ffffff", "#0b5fff"),
    throwFt: 60,
    watts: 190,
    feature:
      "Four-way auto swing louvres spread the air evenly, and the ice chamber gives an extra chill on the hottest afternoons.",
    remote: true,
  }),
  cooler("desert", "Desert Air Cooler", "Vayu Arctic 70", 70, {
    price: 12490,
    salePrice: 9990,
    stock: 31,
    look: look("#f8fafc", "#0ea5e9", 1),
    throwFt: 55,
    watts: 180,
    feature: "Honeycomb pads last three seasons and the castor wheels move it from room to room.",
  }),
  cooler("desert", "Desert Air Cooler", "Vayu Himalaya 100", 100, {
    price: 17990,
    salePrice: 15490,
    stock: 9,
    look: look("#e2e8f0", "#1e40af"),
    throwFt: 70,
    watts: 230,
    feature:
      "A 100 litre tank runs through the night without a refill, and the powerful 18 inch fan cools halls and shops.",
    remote: true,
  }),
  cooler("desert", "Desert Air Cooler", "Vayu Himalaya 90", 90, {
    price: 16490,
    stock: 0,
    look: look("#334155", "#38bdf8", 1),
    throwFt: 65,
    watts: 220,
    feature: "Its graphite body hides dust, and the auto fill inlet connects to a water pipe.",
  }),
  cooler("desert", "Desert Air Cooler", "Vayu Thar 60", 60, {
    price: 9990,
    salePrice: 8290,
    stock: 42,
    look: look("#fefce8", "#d97706"),
    throwFt: 45,
    watts: 170,
    feature: "An everyday desert cooler with a dust filter and a water level indicator.",
  }),
  cooler("desert", "Desert Air Cooler", "Vayu Thar 50", 50, {
    price: 8490,
    stock: 18,
    look: look("#ffffff", "#16a34a", 1),
    throwFt: 40,
    watts: 160,
    feature: "Compact enough for a balcony door, strong enough for a 300 sq ft room.",
  }),
  cooler("personal", "Personal Air Cooler", "Vayu Breeze Mini 20", 20, {
    price: 5490,
    salePrice: 4990,
    stock: 55,
    look: look("#f1f5f9", "#14b8a6"),
    throwFt: 25,
    watts: 110,
    feature: "The carry handle and small footprint suit a study table corner.",
  }),
  cooler("personal", "Personal Air Cooler", "Vayu Breeze 30", 30, {
    price: 6990,
    stock: 37,
    look: look("#ffffff", "#0b5fff", 1),
    throwFt: 30,
    watts: 120,
    feature: "A turbo fan and honeycomb pads give a cool, steady breeze for one person.",
  }),
  cooler("personal", "Personal Air Cooler", "Vayu Zephyr 35", 35, {
    price: 7990,
    salePrice: 6790,
    stock: 3,
    look: look("#fdf2f8", "#db2777"),
    throwFt: 32,
    watts: 125,
    feature: "Whisper-quiet night mode lets the little ones sleep undisturbed.",
    remote: true,
  }),
  cooler("personal", "Personal Air Cooler", "Vayu Zephyr 25", 25, {
    price: 6290,
    stock: 20,
    look: look("#e0f2fe", "#0369a1", 1),
    throwFt: 28,
    watts: 115,
    feature: "Ice packs in the box and an anti-bacterial tank keep the air fresh.",
  }),
  cooler("tower", "Tower Air Cooler", "Vayu Frost Tower 40", 40, {
    price: 11990,
    salePrice: 9990,
    stock: 14,
    look: look("#f1f5f9", "#f97316"),
    throwFt: 40,
    watts: 140,
    feature: "A slim tower that fits beside a sofa, with a touch panel, remote and 8 hour timer.",
    remote: true,
  }),
  cooler("tower", "Tower Air Cooler", "Vayu Frost Tower 30", 30, {
    price: 9490,
    stock: 21,
    look: look("#1f2937", "#22d3ee", 1),
    throwFt: 35,
    watts: 130,
    feature: "Vertical louvres sweep the air across the room while the tower itself stays still.",
  }),
  cooler("tower", "Tower Air Cooler", "Vayu Frost Tower 50", 50, {
    price: 13490,
    salePrice: 12290,
    stock: 2,
    look: look("#ffffff", "#7c3aed"),
    throwFt: 45,
    watts: 150,
    feature: "Three honeycomb pads and an ionizer for larger bedrooms.",
    remote: true,
  }),

  fan("ceiling", "Ceiling Fan", "Vayu Aero", 1200, {
    price: 2290,
    salePrice: 1890,
    stock: 80,
    look: look("#f8fafc", "#b45309"),
    rpm: 380,
    watts: 75,
    feature: "A dependable high-speed fan with a double ball bearing motor and anti-dust coating.",
  }),
  fan("ceiling", "Ceiling Fan", "Vayu Aero Deco", 1200, {
    price: 2990,
    stock: 46,
    look: look("#78350f", "#fbbf24", 1),
    rpm: 350,
    watts: 72,
    feature: "Four wooden-finish blades and a gold trim suit a classic drawing room.",
  }),
  fan("ceiling", "Ceiling Fan", "Vayu Stellar", 1200, {
    price: 4490,
    salePrice: 3790,
    stock: 33,
    look: look("#ffffff", "#0b5fff"),
    rpm: 370,
    watts: 28,
    bldc: true,
    feature: "The BLDC motor saves up to 65% on electricity and runs three times longer on an inverter.",
  }),
  fan("ceiling", "Ceiling Fan", "Vayu Stellar", 1400, {
    price: 5490,
    salePrice: 4690,
    stock: 19,
    look: look("#1f2937", "#38bdf8", 1),
    rpm: 340,
    watts: 32,
    bldc: true,
    feature: "A wider sweep for halls, with a remote, sleep mode and reverse rotation for winter.",
  }),
  fan("ceiling", "Ceiling Fan", "Vayu Royale", 1320, {
    price: 3690,
    stock: 12,
    look: look("#7f1d1d", "#f59e0b"),
    rpm: 360,
    watts: 70,
    feature: "A matte maroon finish with brass accents for homes that like a statement fan.",
  }),
  fan("ceiling", "Ceiling Fan", "Vayu Aero Mini", 900, {
    price: 1790,
    stock: 57,
    look: look("#e2e8f0", "#0ea5e9"),
    rpm: 420,
    watts: 60,
    feature: "A compact sweep for kitchens, bathrooms and small cabins.",
  }),
  fan("table", "Table Fan", "Vayu Whirl", 400, {
    price: 2190,
    salePrice: 1790,
    stock: 64,
    look: look("#f1f5f9", "#0b5fff"),
    rpm: 1300,
    watts: 55,
    feature: "Oscillates 90 degrees and the tilt knob aims the breeze where you sit.",
  }),
  fan("table", "Table Fan", "Vayu Whirl Turbo", 400, {
    price: 2690,
    stock: 28,
    look: look("#ffffff", "#dc2626", 1),
    rpm: 1350,
    watts: 58,
    feature: "Five aerodynamic blades for more air at the same noise.",
  }),
  fan("table", "Table Fan", "Vayu Mini Whirl", 300, {
    price: 1590,
    stock: 4,
    look: look("#ecfdf5", "#059669"),
    rpm: 1400,
    watts: 40,
    feature: "A small desk fan with a carry handle and piano-key speed buttons.",
  }),
  fan("pedestal", "Pedestal Fan", "Vayu Gale", 400, {
    price: 3290,
    salePrice: 2690,
    stock: 39,
    look: look("#334155", "#38bdf8", 1),
    rpm: 1300,
    watts: 60,
    feature: "Height adjusts from 1.1 to 1.4 m and the heavy round base stays steady.",
  }),
  fan("pedestal", "Pedestal Fan", "Vayu Gale Plus", 450, {
    price: 3990,
    stock: 22,
    look: look("#f8fafc", "#f97316"),
    rpm: 1350,
    watts: 70,
    feature: "A larger head for terraces and verandas, with a timer up to 7.5 hours.",
  }),
  fan("pedestal", "Pedestal Fan", "Vayu Gale Eco", 400, {
    price: 5790,
    salePrice: 4990,
    stock: 11,
    look: look("#1f2937", "#a3e635"),
    rpm: 1250,
    watts: 30,
    bldc: true,
    feature: "A remote-controlled BLDC pedestal fan that sips power.",
  }),
  fan("wall", "Wall Fan", "Vayu Swift", 400, {
    price: 2490,
    salePrice: 2090,
    stock: 47,
    look: look("#ffffff", "#f97316"),
    rpm: 1300,
    watts: 55,
    feature: "Mounts high on the wall to free up floor space, with pull cords for speed and swing.",
  }),
  fan("wall", "Wall Fan", "Vayu Swift Pro", 450, {
    price: 3190,
    stock: 26,
    look: look("#e2e8f0", "#0b5fff", 1),
    rpm: 1320,
    watts: 65,
    feature: "A wider sweep for shops and kitchens, and a remote for the speed.",
  }),
  fan("wall", "Wall Fan", "Vayu Swift Mini", 300, {
    price: 1890,
    stock: 0,
    look: look("#fef3c7", "#b45309"),
    rpm: 1400,
    watts: 45,
    feature: "A compact wall fan for cabins, counters and puja rooms.",
  }),

  mixer("mixer500", "Vayu Spice Pro", 500, 3, {
    price: 3290,
    salePrice: 2690,
    stock: 58,
    look: look("#ffffff", "#dc2626", 1),
    feature: "Three jars for dry masala, wet grinding and chutneys, with a flow breaker for fine batter.",
  }),
  mixer("mixer500", "Vayu Spice Lite", 500, 2, {
    price: 2590,
    stock: 44,
    look: look("#f8fafc", "#0b5fff"),
    feature: "A compact two-jar mixer for small families and hostels.",
  }),
  mixer("mixer500", "Vayu Kitchen Star", 500, 3, {
    price: 3690,
    salePrice: 3190,
    stock: 27,
    look: look("#7f1d1d", "#fbbf24", 1),
    feature: "A maroon body that hides turmeric stains, with leak-proof lids.",
  }),
  mixer("mixer500", "Vayu Kitchen Star Mini", 500, 2, {
    price: 2790,
    stock: 3,
    look: look("#ecfeff", "#0891b2"),
    feature: "Vacuum feet keep it steady on the counter while it grinds.",
  }),
  mixer("mixer750", "Vayu Turbo Max", 750, 4, {
    price: 5990,
    salePrice: 4790,
    stock: 36,
    look: look("#1f2937", "#f97316", 1),
    feature: "A 750 W copper motor crushes ice and hard spices, and the fourth jar makes smoothies.",
  }),
  mixer("mixer750", "Vayu Turbo", 750, 3, {
    price: 4990,
    stock: 41,
    look: look("#ffffff", "#16a34a"),
    feature: "Whips up idli batter in minutes with its wide stainless steel jar.",
  }),
  mixer("mixer750", "Vayu Turbo Chef", 750, 5, {
    price: 8490,
    salePrice: 7290,
    stock: 8,
    look: look("#334155", "#e11d48", 1),
    feature: "Five jars and a heavy-duty motor for big families and home caterers.",
  }),
  mixer("mixer750", "Vayu Turbo Neo", 750, 3, {
    price: 5490,
    stock: 19,
    look: look("#f5f3ff", "#7c3aed"),
    feature: "Soft-touch knob and transparent domes to watch the grind.",
  }),
  mixer("juicer", "Vayu Fresh", 500, 3, {
    price: 4290,
    salePrice: 3590,
    stock: 22,
    look: look("#ffffff", "#16a34a"),
    feature: "A centrifugal juicer jar with a mesh filter makes fresh mosambi and carrot juice.",
  }),
  mixer("juicer", "Vayu Fresh Plus", 750, 3, {
    price: 5790,
    stock: 15,
    look: look("#1e293b", "#f97316"),
    feature: "A wide feeding tube takes whole apples and the pulp collector is easy to rinse.",
  }),
  mixer("juicer", "Vayu Fresh Pro", 1000, 4, {
    price: 8990,
    salePrice: 7990,
    stock: 2,
    look: look("#f8fafc", "#db2777"),
    feature: "Juicer, blender and three grinding jars in one, for a busy kitchen.",
  }),

  tv("tv32", "Vayu Vision HD", 32, {
    price: 13990,
    salePrice: 11490,
    stock: 38,
    look: look("#111827", "#6366f1", 0),
    resolution: "HD Ready",
    speakers: 20,
    os: "Vayu Smart OS with Netflix, Prime Video, YouTube",
    feature: "A bright, affordable smart TV for bedrooms and kitchens.",
  }),
  tv("tv32", "Vayu Vision HD Frameless", 32, {
    price: 14990,
    stock: 25,
    look: look("#1f2937", "#0ea5e9", 1),
    resolution: "HD Ready",
    speakers: 24,
    os: "Google TV",
    feature: "A nearly frameless design with built-in Chromecast.",
  }),
  tv("tv32", "Vayu Vision HD Lite", 32, {
    price: 11990,
    stock: 6,
    look: look("#111827", "#22c55e", 2),
    resolution: "HD Ready",
    speakers: 16,
    os: "Vayu Smart OS",
    feature: "A simple smart TV with a one-touch YouTube button.",
  }),
  tv("tv32", "Vayu Vision HD Pro", 32, {
    price: 16490,
    salePrice: 14990,
    stock: 14,
    look: look("#334155", "#f97316", 0),
    resolution: "HD Ready",
    speakers: 30,
    os: "Google TV",
    feature: "30 W box speakers make dialogue clear even in a noisy house.",
  }),
  tv("tv43", "Vayu Vision 4K", 43, {
    price: 27990,
    salePrice: 23990,
    stock: 29,
    look: look("#111827", "#6366f1", 2),
    resolution: "4K",
    speakers: 30,
    os: "Google TV",
    feature: "4K HDR10 and Dolby Audio for IPL nights with the whole family.",
  }),
  tv("tv43", "Vayu Vision 4K Slim", 43, {
    price: 29990,
    stock: 17,
    look: look("#cbd5e1", "#0ea5e9", 1),
    resolution: "4K",
    speakers: 24,
    os: "Google TV",
    feature: "A silver bezel and a slim metal stand for a modern living room.",
  }),
  tv("tv43", "Vayu Vision 4K Plus", 43, {
    price: 32990,
    salePrice: 29990,
    stock: 0,
    look: look("#1f2937", "#a855f7", 0),
    resolution: "4K",
    speakers: 40,
    os: "Google TV",
    feature: "Hands-free voice search and a 40 W sound bar built in.",
  }),
  tv("tv55", "Vayu Cinema QLED", 55, {
    price: 49990,
    salePrice: 42990,
    stock: 12,
    look: look("#0f172a", "#6366f1", 1),
    resolution: "4K",
    speakers: 40,
    os: "Google TV",
    feature: "Quantum dot colour, Dolby Vision and a low-latency game mode.",
  }),
  tv("tv55", "Vayu Cinema 4K", 55, {
    price: 39990,
    salePrice: 36490,
    stock: 20,
    look: look("#111827", "#0ea5e9", 2),
    resolution: "4K",
    speakers: 30,
    os: "Google TV",
    feature: "A big 4K screen at a sensible price, with MEMC for smooth sports.",
  }),
  tv("tv55", "Vayu Cinema QLED Pro", 55, {
    price: 54990,
    stock: 4,
    look: look("#292524", "#f59e0b", 2),
    resolution: "4K",
    speakers: 60,
    os: "Google TV",
    feature: "A 60 W Dolby Atmos sound system and a frameless metal design.",
  }),
];
