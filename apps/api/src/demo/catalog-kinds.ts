import type { Appliance } from "./drawings/appliance";
import { desertCooler, personalCooler, towerCooler } from "./drawings/coolers";
import { ceilingFan, pedestalFan, tableFan, wallFan } from "./drawings/fans";
import { juicerMixer, mixerGrinder } from "./drawings/kitchen";
import { ledTv } from "./drawings/tvs";

/**
 * The demo store's categories, in menu order, with their subcategories, how each is drawn,
 * and the HSN code of their goods (all at 18% GST since September 2025; docs/decisions/142-gst-product-data.md).
 */
export const demoCategories = [
  {
    name: "Air Coolers",
    nameHi: "कूलर",
    hsn: "84796000",
    tint: "#0ea5e9",
    tileShows: 3,
    subcategories: [
      { key: "desert", name: "Desert Coolers", nameHi: "डेज़र्ट कूलर", label: "Desert Air Cooler", appliance: desertCooler },
      { key: "personal", name: "Personal Coolers", nameHi: "पर्सनल कूलर", label: "Personal Air Cooler", appliance: personalCooler },
      { key: "tower", name: "Tower Coolers", nameHi: "टावर कूलर", label: "Tower Air Cooler", appliance: towerCooler },
    ],
  },
  {
    name: "Fans",
    nameHi: "पंखे",
    hsn: "84145100",
    tint: "#0b5fff",
    tileShows: 3,
    subcategories: [
      { key: "ceiling", name: "Ceiling Fans", nameHi: "छत के पंखे", label: "Ceiling Fan", appliance: ceilingFan },
      { key: "table", name: "Table Fans", nameHi: "टेबल पंखे", label: "Table Fan", appliance: tableFan },
      { key: "pedestal", name: "Pedestal Fans", nameHi: "स्टैंड वाले पंखे", label: "Pedestal Fan", appliance: pedestalFan },
      { key: "wall", name: "Wall Fans", nameHi: "दीवार वाले पंखे", label: "Wall Fan", appliance: wallFan },
    ],
  },
  {
    name: "Mixer Grinders",
    nameHi: "मिक्सर ग्राइंडर",
    hsn: "85094000",
    tint: "#ef4444",
    tileShows: 3,
    subcategories: [
      { key: "mixer500", name: "500 W Mixers", nameHi: "500 वॉट मिक्सर", label: "500 W Mixer Grinder", appliance: mixerGrinder },
      { key: "mixer750", name: "750 W Mixers", nameHi: "750 वॉट मिक्सर", label: "750 W Mixer Grinder", appliance: mixerGrinder },
      { key: "juicer", name: "Juicer Mixers", nameHi: "जूसर मिक्सर", label: "Juicer Mixer Grinder", appliance: juicerMixer },
    ],
  },
  {
    name: "LED TVs",
    nameHi: "एलईडी टीवी",
    hsn: "85287200",
    tint: "#6366f1",
    tileShows: 1,
    subcategories: [
      { key: "tv32", name: '32" TVs', nameHi: "32 इंच टीवी", label: "32 inch HD Ready Smart TV", appliance: ledTv(32) },
      { key: "tv43", name: '43" TVs', nameHi: "43 इंच टीवी", label: "43 inch 4K Smart TV", appliance: ledTv(43) },
      { key: "tv55", name: '55" TVs', nameHi: "55 इंच टीवी", label: "55 inch 4K Smart TV", appliance: ledTv(55) },
    ],
  },
] as const satisfies readonly {
  name: string;
  /** The name in Hindi, as Indian shoppers say it (docs/decisions/313-hindi-content-fields.md). */
  nameHi: string;
  hsn: string;
  tint: string;
  /** How many subcategories' appliances the category image shows side by side (TVs are wide). */
  tileShows: number;
  subcategories: readonly { key: string; name: string; nameHi: string; label: string; appliance: Appliance }[];
}[];

export type KindKey = (typeof demoCategories)[number]["subcategories"][number]["key"];
