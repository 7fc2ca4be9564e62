import type { Look } from "./drawings/appliance";
import type { SpecIcon } from "./drawings/icons";
import type { KindKey } from "./catalog-kinds";

/** One specification line; the ones with an icon also make the product's spec card. */
export type Spec = readonly [label: string, value: string, icon?: SpecIcon];

/** A specification line in Hindi: label and value, figures and brand names as in English. */
export type HindiSpec = readonly [label: string, value: string];

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
  /** The Hindi title, summary and specification lines, as Indian shoppers say them (docs/decisions/313-hindi-content-fields.md). */
  hi: { title: string; summary: string; specs: readonly HindiSpec[] };
}

/** The warranty text a demo product is stored with: "2 years", or "2 years: <terms>". */
export const warrantyText = ({ period, terms }: DemoProduct["warranty"]) =>
  terms ? `${period}: ${terms}` : period;

/** The warranty card's months of a period: "2 years" -> 24, "1 year" -> 12 (docs/decisions/334-installation-and-warranty.md). */
export const warrantyMonthsOf = ({ period }: DemoProduct["warranty"]) => Number.parseInt(period, 10) * 12;

/**
 * The kinds a technician fits or demonstrates after delivery: ceiling and wall fans are wired
 * and mounted, TVs are wall-mounted and set up; coolers, table and pedestal fans and mixers plug in.
 */
export const INSTALLED_KINDS: ReadonlySet<KindKey> = new Set<KindKey>(["ceiling", "wall", "tv32", "tv43", "tv55"]);

const look = (body: string, accent: string, variant = 0): Look => ({ body, accent, variant });

/** `feature`: the product's own sentence; `featureHi`: the same said in Hindi. */
type Offer = Pick<DemoProduct, "price" | "salePrice" | "stock" | "look"> & { feature: string; featureHi: string };

const yesHi = "हाँ";

function cooler(
  kind: "desert" | "personal" | "tower",
  label: string,
  name: string,
  tank: number,
  o: Offer & { throwFt: number; watts: number; remote?: boolean },
): DemoProduct {
  const { feature, featureHi, ...offer } = o;
  const room = { personal: "बेडरूम या पढ़ाई के कमरे", tower: "लिविंग रूम या बेडरूम", desert: "बड़े लिविंग रूम या दुकान" }[kind];
  const labelHi = { personal: "पर्सनल कूलर", tower: "टावर कूलर", desert: "डेज़र्ट कूलर" }[kind];
  return {
    kind,
    name,
    title: `${name} ${label} with ${tank} L Tank${o.remote ? " and Remote" : ""}`,
    summary: `${name} keeps a ${kind === "personal" ? "bedroom or study" : kind === "tower" ? "living room or bedroom" : "large living room or shop"} cool through the Indian summer. ${feature} It runs on an inverter during power cuts and uses a fraction of an air conditioner's electricity.`,
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
    hi: {
      title: `${name} ${labelHi}, ${tank} लीटर टंकी${o.remote ? " और रिमोट" : ""} के साथ`,
      summary: `${name} भरी गर्मी में भी ${room} को ठंडा रखता है। ${featureHi} बिजली जाने पर यह इन्वर्टर पर चलता है, और एसी के मुक़ाबले बहुत कम बिजली खाता है।`,
      specs: [
        ["टंकी की क्षमता", `${tank} लीटर`],
        ["हवा की फेंक", `${o.throwFt} फ़ीट`],
        ["बिजली की खपत", `${o.watts} वॉट`],
        ["कूलिंग पैड", kind === "personal" ? "हनीकॉम्ब पैड, 2 तरफ़" : "हनीकॉम्ब पैड, 3 तरफ़"],
        ["स्पीड", o.remote ? "3 स्पीड, रिमोट और टाइमर" : "3 स्पीड"],
        ["इन्वर्टर पर चलता है", yesHi],
        ["किस कमरे के लिए", kind === "personal" ? "150 वर्ग फ़ीट तक" : kind === "tower" ? "250 वर्ग फ़ीट तक" : "500 वर्ग फ़ीट तक"],
      ],
    },
    ...offer,
  };
}

function fan(
  kind: "ceiling" | "table" | "pedestal" | "wall",
  label: string,
  name: string,
  sweep: number,
  o: Offer & { rpm: number; watts: number; bldc?: boolean },
): DemoProduct {
  const { feature, featureHi, ...offer } = o;
  const labelHi = { ceiling: "छत का पंखा", table: "टेबल पंखा", pedestal: "स्टैंड वाला पंखा", wall: "दीवार वाला पंखा" }[kind];
  const blades = o.look.variant % 2 === 0 ? 3 : kind === "ceiling" ? 4 : 5;
  const airDelivery = Math.round(sweep * (kind === "ceiling" ? 0.18 : 0.14));
  return {
    kind,
    name,
    title: `${name} ${sweep} mm ${o.bldc ? "BLDC " : ""}${label}`,
    summary: `${name} moves a lot of air quietly. ${feature}`,
    specs: [
      ["Sweep", `${sweep} mm`, "size"],
      ["Speed", `${o.rpm} RPM`, "speed"],
      ["Power consumption", `${o.watts} W`, "power"],
      ["Motor", o.bldc ? "BLDC with remote, 5 speeds" : "100% copper winding"],
      ["Blades", `${blades} blades`],
      ["Air delivery", `${airDelivery} m³/min`],
    ],
    warranty: { period: o.bldc ? "5 years" : "2 years" },
    hi: {
      title: `${name} ${sweep} मिमी ${o.bldc ? "BLDC " : ""}${labelHi}`,
      summary: `${name} बिना शोर किए भरपूर हवा देता है। ${featureHi}`,
      specs: [
        ["स्वीप", `${sweep} मिमी`],
        ["स्पीड", `${o.rpm} RPM`],
        ["बिजली की खपत", `${o.watts} वॉट`],
        ["मोटर", o.bldc ? "BLDC, रिमोट के साथ, 5 स्पीड" : "100% तांबे की वाइंडिंग"],
        ["ब्लेड", `${blades} ब्लेड`],
        ["हवा की डिलीवरी", `${airDelivery} m³/मिनट`],
      ],
    },
    ...offer,
  };
}

function mixer(
  kind: "mixer500" | "mixer750" | "juicer",
  name: string,
  watts: number,
  jars: number,
  o: Offer,
): DemoProduct {
  const { feature, featureHi, ...offer } = o;
  const rpm = watts >= 750 ? 20000 : 18000;
  return {
    kind,
    name,
    title: `${name} ${watts} W ${kind === "juicer" ? "Juicer Mixer Grinder" : "Mixer Grinder"} with ${jars} Jars`,
    summary: `${name} grinds masalas, chutneys and idli-dosa batter with ease. ${feature}`,
    specs: [
      ["Motor", `${watts} W`, "power"],
      ["Jars", `${jars} jars`, "jar"],
      ["Speed", `${rpm} RPM`, "speed"],
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
    hi: {
      title: `${name} ${watts} वॉट ${kind === "juicer" ? "जूसर मिक्सर ग्राइंडर" : "मिक्सर ग्राइंडर"}, ${jars} जार के साथ`,
      summary: `${name} मसाले, चटनी और इडली-डोसा का घोल आसानी से पीस देता है। ${featureHi}`,
      specs: [
        ["मोटर", `${watts} वॉट`],
        ["जार", `${jars} जार`],
        ["स्पीड", `${rpm} RPM`],
        ["स्पीड कंट्रोल", "3 स्पीड और पल्स"],
        ["जार किस चीज़ के हैं", kind === "juicer" ? "स्टेनलेस स्टील, और जाली वाले फ़िल्टर के साथ जूसर जार" : "फ़ूड-ग्रेड स्टेनलेस स्टील"],
        ["ओवरलोड से बचाव", "हाँ, रीसेट बटन के साथ"],
        ["तार की लंबाई", "1.5 मीटर"],
      ],
    },
    ...offer,
  };
}

/** Screen diagonals as Indian listings quote them. */
const CENTIMETRES: Record<number, number> = { 32: 80, 43: 108, 55: 139 };

function tv(
  kind: "tv32" | "tv43" | "tv55",
  name: string,
  inches: number,
  o: Offer & { resolution: string; speakers: number; os: string; osHi?: string },
): DemoProduct {
  const { feature, featureHi, osHi, ...offer } = o;
  const panelHi =
    o.resolution === "HD Ready"
      ? "HD Ready स्मार्ट एलईडी टीवी"
      : name.includes("QLED")
        ? "4K QLED स्मार्ट टीवी"
        : "4K अल्ट्रा HD स्मार्ट एलईडी टीवी";
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
    summary: `${name} brings cricket, serials and films home on a ${inches} inch screen. ${feature}`,
    specs: [
      ["Screen size", `${inches} inch`, "display"],
      ["Resolution", o.resolution === "HD Ready" ? "1366 x 768" : "3840 x 2160", "size"],
      ["Sound output", `${o.speakers} W`, "sound"],
      ["Smart platform", o.os],
      ["Connectivity", "3 HDMI, 2 USB, Wi-Fi, Bluetooth"],
      ["Refresh rate", "60 Hz"],
    ],
    warranty: { period: "2 years", terms: "1 year comprehensive and 1 more year on the panel" },
    hi: {
      title: `${name} ${CENTIMETRES[inches]} सेमी (${inches} इंच) ${panelHi}`,
      summary: `${name} की ${inches} इंच की स्क्रीन पर क्रिकेट, सीरियल और फ़िल्मों का मज़ा घर बैठे लीजिए। ${featureHi}`,
      specs: [
        ["स्क्रीन का साइज़", `${inches} इंच`],
        ["रिज़ॉल्यूशन", o.resolution === "HD Ready" ? "1366 x 768" : "3840 x 2160"],
        ["साउंड आउटपुट", `${o.speakers} वॉट`],
        ["स्मार्ट प्लेटफ़ॉर्म", osHi ?? o.os],
        ["कनेक्टिविटी", "3 HDMI, 2 USB, Wi-Fi, Bluetooth"],
        ["रिफ़्रेश रेट", "60 Hz"],
      ],
    },
    ...offer,
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
    featureHi: "चारों तरफ़ घूमने वाले लूवर हवा को पूरे कमरे में बराबर फैलाते हैं, और आइस चैंबर सबसे तपती दोपहर में भी ठंडक बढ़ा देता है।",
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
    featureHi: "हनीकॉम्ब पैड तीन सीज़न तक चलते हैं, और पहियों की वजह से इसे एक कमरे से दूसरे कमरे में आसानी से ले जा सकते हैं।",
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
    featureHi: "100 लीटर की टंकी एक बार भरने पर पूरी रात चलती है, और 18 इंच का दमदार पंखा हॉल और दुकान दोनों ठंडे रखता है।",
    remote: true,
  }),
  cooler("desert", "Desert Air Cooler", "Vayu Himalaya 90", 90, {
    price: 16490,
    stock: 0,
    look: look("#334155", "#38bdf8", 1),
    throwFt: 65,
    watts: 220,
    feature: "Its graphite body hides dust, and the auto fill inlet connects to a water pipe.",
    featureHi: "ग्रेफ़ाइट रंग की बॉडी पर धूल नहीं दिखती, और ऑटो-फ़िल इनलेट को सीधे पानी के पाइप से जोड़ सकते हैं।",
  }),
  cooler("desert", "Desert Air Cooler", "Vayu Thar 60", 60, {
    price: 9990,
    salePrice: 8290,
    stock: 42,
    look: look("#fefce8", "#d97706"),
    throwFt: 45,
    watts: 170,
    feature: "An everyday desert cooler with a dust filter and a water level indicator.",
    featureHi: "रोज़ के इस्तेमाल का डेज़र्ट कूलर, जिसमें डस्ट फ़िल्टर और पानी का लेवल दिखाने वाला इंडिकेटर है।",
  }),
  cooler("desert", "Desert Air Cooler", "Vayu Thar 50", 50, {
    price: 8490,
    stock: 18,
    look: look("#ffffff", "#16a34a", 1),
    throwFt: 40,
    watts: 160,
    feature: "Compact enough for a balcony door, strong enough for a 300 sq ft room.",
    featureHi: "बालकनी के दरवाज़े के पास रखने लायक छोटा, फिर भी 300 वर्ग फ़ीट का कमरा ठंडा करने लायक दमदार।",
  }),
  cooler("personal", "Personal Air Cooler", "Vayu Breeze Mini 20", 20, {
    price: 5490,
    salePrice: 4990,
    stock: 55,
    look: look("#f1f5f9", "#14b8a6"),
    throwFt: 25,
    watts: 110,
    feature: "The carry handle and small footprint suit a study table corner.",
    featureHi: "ऊपर लगा हैंडल और छोटा आकार इसे स्टडी टेबल के कोने के लिए बिल्कुल सही बनाते हैं।",
  }),
  cooler("personal", "Personal Air Cooler", "Vayu Breeze 30", 30, {
    price: 6990,
    stock: 37,
    look: look("#ffffff", "#0b5fff", 1),
    throwFt: 30,
    watts: 120,
    feature: "A turbo fan and honeycomb pads give a cool, steady breeze for one person.",
    featureHi: "टर्बो पंखा और हनीकॉम्ब पैड एक व्यक्ति के लिए लगातार ठंडी हवा देते हैं।",
  }),
  cooler("personal", "Personal Air Cooler", "Vayu Zephyr 35", 35, {
    price: 7990,
    salePrice: 6790,
    stock: 3,
    look: look("#fdf2f8", "#db2777"),
    throwFt: 32,
    watts: 125,
    feature: "Whisper-quiet night mode lets the little ones sleep undisturbed.",
    featureHi: "रात का साइलेंट मोड इतना शांत है कि बच्चे आराम से सोते रहें।",
    remote: true,
  }),
  cooler("personal", "Personal Air Cooler", "Vayu Zephyr 25", 25, {
    price: 6290,
    stock: 20,
    look: look("#e0f2fe", "#0369a1", 1),
    throwFt: 28,
    watts: 115,
    feature: "Ice packs in the box and an anti-bacterial tank keep the air fresh.",
    featureHi: "डिब्बे में आइस पैक मिलते हैं, और बैक्टीरिया-रोधी टंकी हवा को ताज़ा रखती है।",
  }),
  cooler("tower", "Tower Air Cooler", "Vayu Frost Tower 40", 40, {
    price: 11990,
    salePrice: 9990,
    stock: 14,
    look: look("#f1f5f9", "#f97316"),
    throwFt: 40,
    watts: 140,
    feature: "A slim tower that fits beside a sofa, with a touch panel, remote and 8 hour timer.",
    featureHi: "पतला टावर सोफ़े के बगल में आराम से आ जाता है; टच पैनल, रिमोट और 8 घंटे का टाइमर साथ में।",
    remote: true,
  }),
  cooler("tower", "Tower Air Cooler", "Vayu Frost Tower 30", 30, {
    price: 9490,
    stock: 21,
    look: look("#1f2937", "#22d3ee", 1),
    throwFt: 35,
    watts: 130,
    feature: "Vertical louvres sweep the air across the room while the tower itself stays still.",
    featureHi: "खड़े लूवर हवा को पूरे कमरे में घुमाते हैं, जबकि टावर अपनी जगह से नहीं हिलता।",
  }),
  cooler("tower", "Tower Air Cooler", "Vayu Frost Tower 50", 50, {
    price: 13490,
    salePrice: 12290,
    stock: 2,
    look: look("#ffffff", "#7c3aed"),
    throwFt: 45,
    watts: 150,
    feature: "Three honeycomb pads and an ionizer for larger bedrooms.",
    featureHi: "बड़े बेडरूम के लिए तीन हनीकॉम्ब पैड और आयोनाइज़र।",
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
    featureHi: "डबल बॉल बेयरिंग मोटर और धूल न जमने देने वाली कोटिंग के साथ भरोसेमंद तेज़ रफ़्तार पंखा।",
  }),
  fan("ceiling", "Ceiling Fan", "Vayu Aero Deco", 1200, {
    price: 2990,
    stock: 46,
    look: look("#78350f", "#fbbf24", 1),
    rpm: 350,
    watts: 72,
    feature: "Four wooden-finish blades and a gold trim suit a classic drawing room.",
    featureHi: "लकड़ी जैसे फ़िनिश वाले चार ब्लेड और सुनहरी किनारी क्लासिक ड्रॉइंग रूम पर खूब जंचते हैं।",
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
    featureHi: "BLDC मोटर बिजली का बिल 65% तक घटाती है और इन्वर्टर पर तीन गुना ज़्यादा देर चलती है।",
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
    featureHi: "हॉल के लिए बड़ा स्वीप, साथ में रिमोट, स्लीप मोड और सर्दियों के लिए उल्टा घूमने का विकल्प।",
  }),
  fan("ceiling", "Ceiling Fan", "Vayu Royale", 1320, {
    price: 3690,
    stock: 12,
    look: look("#7f1d1d", "#f59e0b"),
    rpm: 360,
    watts: 70,
    feature: "A matte maroon finish with brass accents for homes that like a statement fan.",
    featureHi: "मैट मरून फ़िनिश और पीतल की सजावट, उन घरों के लिए जिन्हें पंखे में भी स्टाइल चाहिए।",
  }),
  fan("ceiling", "Ceiling Fan", "Vayu Aero Mini", 900, {
    price: 1790,
    stock: 57,
    look: look("#e2e8f0", "#0ea5e9"),
    rpm: 420,
    watts: 60,
    feature: "A compact sweep for kitchens, bathrooms and small cabins.",
    featureHi: "रसोई, बाथरूम और छोटे केबिन के लिए छोटे स्वीप वाला पंखा।",
  }),
  fan("table", "Table Fan", "Vayu Whirl", 400, {
    price: 2190,
    salePrice: 1790,
    stock: 64,
    look: look("#f1f5f9", "#0b5fff"),
    rpm: 1300,
    watts: 55,
    feature: "Oscillates 90 degrees and the tilt knob aims the breeze where you sit.",
    featureHi: "90 डिग्री तक घूमता है, और झुकाने वाली नॉब से हवा ठीक वहीं भेजिए जहाँ आप बैठे हैं।",
  }),
  fan("table", "Table Fan", "Vayu Whirl Turbo", 400, {
    price: 2690,
    stock: 28,
    look: look("#ffffff", "#dc2626", 1),
    rpm: 1350,
    watts: 58,
    feature: "Five aerodynamic blades for more air at the same noise.",
    featureHi: "पाँच एयरोडायनामिक ब्लेड उतने ही शोर में ज़्यादा हवा देते हैं।",
  }),
  fan("table", "Table Fan", "Vayu Mini Whirl", 300, {
    price: 1590,
    stock: 4,
    look: look("#ecfdf5", "#059669"),
    rpm: 1400,
    watts: 40,
    feature: "A small desk fan with a carry handle and piano-key speed buttons.",
    featureHi: "हैंडल और पियानो-की वाले स्पीड बटन के साथ छोटा डेस्क पंखा।",
  }),
  fan("pedestal", "Pedestal Fan", "Vayu Gale", 400, {
    price: 3290,
    salePrice: 2690,
    stock: 39,
    look: look("#334155", "#38bdf8", 1),
    rpm: 1300,
    watts: 60,
    feature: "Height adjusts from 1.1 to 1.4 m and the heavy round base stays steady.",
    featureHi: "ऊँचाई 1.1 से 1.4 मीटर तक घटा-बढ़ा सकते हैं, और भारी गोल बेस इसे मज़बूती से खड़ा रखता है।",
  }),
  fan("pedestal", "Pedestal Fan", "Vayu Gale Plus", 450, {
    price: 3990,
    stock: 22,
    look: look("#f8fafc", "#f97316"),
    rpm: 1350,
    watts: 70,
    feature: "A larger head for terraces and verandas, with a timer up to 7.5 hours.",
    featureHi: "छत और बरामदे के लिए बड़ा हेड, साथ में 7.5 घंटे तक का टाइमर।",
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
    featureHi: "रिमोट से चलने वाला BLDC स्टैंड पंखा, जो बहुत कम बिजली खाता है।",
  }),
  fan("wall", "Wall Fan", "Vayu Swift", 400, {
    price: 2490,
    salePrice: 2090,
    stock: 47,
    look: look("#ffffff", "#f97316"),
    rpm: 1300,
    watts: 55,
    feature: "Mounts high on the wall to free up floor space, with pull cords for speed and swing.",
    featureHi: "दीवार पर ऊँचा लगता है, तो फ़र्श की जगह खाली रहती है; स्पीड और घुमाव के लिए खींचने वाली डोरियाँ।",
  }),
  fan("wall", "Wall Fan", "Vayu Swift Pro", 450, {
    price: 3190,
    stock: 26,
    look: look("#e2e8f0", "#0b5fff", 1),
    rpm: 1320,
    watts: 65,
    feature: "A wider sweep for shops and kitchens, and a remote for the speed.",
    featureHi: "दुकान और रसोई के लिए बड़ा स्वीप, और स्पीड बदलने के लिए रिमोट।",
  }),
  fan("wall", "Wall Fan", "Vayu Swift Mini", 300, {
    price: 1890,
    stock: 0,
    look: look("#fef3c7", "#b45309"),
    rpm: 1400,
    watts: 45,
    feature: "A compact wall fan for cabins, counters and puja rooms.",
    featureHi: "केबिन, काउंटर और पूजा घर के लिए छोटा दीवार पंखा।",
  }),

  mixer("mixer500", "Vayu Spice Pro", 500, 3, {
    price: 3290,
    salePrice: 2690,
    stock: 58,
    look: look("#ffffff", "#dc2626", 1),
    feature: "Three jars for dry masala, wet grinding and chutneys, with a flow breaker for fine batter.",
    featureHi: "सूखे मसाले, गीली पिसाई और चटनी के लिए तीन जार, और बारीक घोल के लिए फ़्लो ब्रेकर।",
  }),
  mixer("mixer500", "Vayu Spice Lite", 500, 2, {
    price: 2590,
    stock: 44,
    look: look("#f8fafc", "#0b5fff"),
    feature: "A compact two-jar mixer for small families and hostels.",
    featureHi: "छोटे परिवारों और हॉस्टल के लिए दो जार वाला कॉम्पैक्ट मिक्सर।",
  }),
  mixer("mixer500", "Vayu Kitchen Star", 500, 3, {
    price: 3690,
    salePrice: 3190,
    stock: 27,
    look: look("#7f1d1d", "#fbbf24", 1),
    feature: "A maroon body that hides turmeric stains, with leak-proof lids.",
    featureHi: "मरून बॉडी पर हल्दी के दाग नहीं दिखते, और ढक्कन से कुछ भी बाहर नहीं रिसता।",
  }),
  mixer("mixer500", "Vayu Kitchen Star Mini", 500, 2, {
    price: 2790,
    stock: 3,
    look: look("#ecfeff", "#0891b2"),
    feature: "Vacuum feet keep it steady on the counter while it grinds.",
    featureHi: "नीचे लगे वैक्यूम पैर पिसाई के समय इसे काउंटर पर जमाए रखते हैं।",
  }),
  mixer("mixer750", "Vayu Turbo Max", 750, 4, {
    price: 5990,
    salePrice: 4790,
    stock: 36,
    look: look("#1f2937", "#f97316", 1),
    feature: "A 750 W copper motor crushes ice and hard spices, and the fourth jar makes smoothies.",
    featureHi: "750 वॉट की तांबे वाली मोटर बर्फ़ और सख़्त मसाले भी पीस देती है, और चौथे जार में स्मूदी बनाइए।",
  }),
  mixer("mixer750", "Vayu Turbo", 750, 3, {
    price: 4990,
    stock: 41,
    look: look("#ffffff", "#16a34a"),
    feature: "Whips up idli batter in minutes with its wide stainless steel jar.",
    featureHi: "चौड़े स्टेनलेस स्टील जार में इडली का घोल मिनटों में तैयार।",
  }),
  mixer("mixer750", "Vayu Turbo Chef", 750, 5, {
    price: 8490,
    salePrice: 7290,
    stock: 8,
    look: look("#334155", "#e11d48", 1),
    feature: "Five jars and a heavy-duty motor for big families and home caterers.",
    featureHi: "बड़े परिवारों और घर से खाना बनाकर बेचने वालों के लिए पाँच जार और हेवी-ड्यूटी मोटर।",
  }),
  mixer("mixer750", "Vayu Turbo Neo", 750, 3, {
    price: 5490,
    stock: 19,
    look: look("#f5f3ff", "#7c3aed"),
    feature: "Soft-touch knob and transparent domes to watch the grind.",
    featureHi: "सॉफ़्ट-टच नॉब और पारदर्शी ढक्कन, ताकि पिसाई होते हुए देख सकें।",
  }),
  mixer("juicer", "Vayu Fresh", 500, 3, {
    price: 4290,
    salePrice: 3590,
    stock: 22,
    look: look("#ffffff", "#16a34a"),
    feature: "A centrifugal juicer jar with a mesh filter makes fresh mosambi and carrot juice.",
    featureHi: "जाली वाले फ़िल्टर के साथ सेंट्रीफ़्यूगल जूसर जार से ताज़ा मौसमी और गाजर का जूस बनाइए।",
  }),
  mixer("juicer", "Vayu Fresh Plus", 750, 3, {
    price: 5790,
    stock: 15,
    look: look("#1e293b", "#f97316"),
    feature: "A wide feeding tube takes whole apples and the pulp collector is easy to rinse.",
    featureHi: "चौड़ी फ़ीडिंग ट्यूब में पूरा सेब डाल सकते हैं, और गूदा जमा करने वाला डिब्बा आसानी से धुल जाता है।",
  }),
  mixer("juicer", "Vayu Fresh Pro", 1000, 4, {
    price: 8990,
    salePrice: 7990,
    stock: 2,
    look: look("#f8fafc", "#db2777"),
    feature: "Juicer, blender and three grinding jars in one, for a busy kitchen.",
    featureHi: "जूसर, ब्लेंडर और पिसाई के तीन जार एक साथ, व्यस्त रसोई के लिए।",
  }),

  tv("tv32", "Vayu Vision HD", 32, {
    price: 13990,
    salePrice: 11490,
    stock: 38,
    look: look("#111827", "#6366f1", 0),
    resolution: "HD Ready",
    speakers: 20,
    os: "Vayu Smart OS with Netflix, Prime Video, YouTube",
    osHi: "Vayu Smart OS, साथ में Netflix, Prime Video और YouTube",
    feature: "A bright, affordable smart TV for bedrooms and kitchens.",
    featureHi: "बेडरूम और रसोई के लिए चमकदार, किफ़ायती स्मार्ट टीवी।",
  }),
  tv("tv32", "Vayu Vision HD Frameless", 32, {
    price: 14990,
    stock: 25,
    look: look("#1f2937", "#0ea5e9", 1),
    resolution: "HD Ready",
    speakers: 24,
    os: "Google TV",
    feature: "A nearly frameless design with built-in Chromecast.",
    featureHi: "लगभग बिना फ़्रेम का डिज़ाइन, बिल्ट-इन Chromecast के साथ।",
  }),
  tv("tv32", "Vayu Vision HD Lite", 32, {
    price: 11990,
    stock: 6,
    look: look("#111827", "#22c55e", 2),
    resolution: "HD Ready",
    speakers: 16,
    os: "Vayu Smart OS",
    feature: "A simple smart TV with a one-touch YouTube button.",
    featureHi: "सीधा-सादा स्मार्ट टीवी, जिसमें YouTube के लिए अलग बटन है।",
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
    featureHi: "30 वॉट के बॉक्स स्पीकर, ताकि शोर भरे घर में भी डायलॉग साफ़ सुनाई दें।",
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
    featureHi: "4K HDR10 और Dolby Audio, पूरे परिवार के साथ IPL की रातों के लिए।",
  }),
  tv("tv43", "Vayu Vision 4K Slim", 43, {
    price: 29990,
    stock: 17,
    look: look("#cbd5e1", "#0ea5e9", 1),
    resolution: "4K",
    speakers: 24,
    os: "Google TV",
    feature: "A silver bezel and a slim metal stand for a modern living room.",
    featureHi: "सिल्वर बेज़ल और पतला मेटल स्टैंड, आज के लिविंग रूम के लिए।",
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
    featureHi: "बोलकर सर्च करने की सुविधा और अंदर ही बना 40 वॉट का साउंड बार।",
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
    featureHi: "क्वांटम डॉट रंग, Dolby Vision और गेम खेलने के लिए लो-लेटेंसी गेम मोड।",
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
    featureHi: "सही दाम में बड़ी 4K स्क्रीन, और खेल को स्मूद दिखाने के लिए MEMC।",
  }),
  tv("tv55", "Vayu Cinema QLED Pro", 55, {
    price: 54990,
    stock: 4,
    look: look("#292524", "#f59e0b", 2),
    resolution: "4K",
    speakers: 60,
    os: "Google TV",
    feature: "A 60 W Dolby Atmos sound system and a frameless metal design.",
    featureHi: "60 वॉट का Dolby Atmos साउंड सिस्टम और बिना फ़्रेम का मेटल डिज़ाइन।",
  }),
];
