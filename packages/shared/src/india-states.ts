/**
 * India's 28 states and 8 union territories with their major cities, for the distributor and
 * direct-dealer enquiry forms (docs/product/messages.md "Enquiries"). The union territories keep their original city
 * lists exactly; every state gets its major cities.
 */
export interface IndiaRegion {
  name: string;
  kind: "state" | "union-territory";
  cities: readonly string[];
}

const states = {
  "Andhra Pradesh": [
    "Visakhapatnam",
    "Vijayawada",
    "Guntur",
    "Nellore",
    "Tirupati",
    "Kurnool",
    "Rajahmundry",
    "Kakinada",
    "Amaravati",
  ],
  "Arunachal Pradesh": ["Itanagar", "Naharlagun", "Pasighat", "Tawang", "Ziro"],
  Assam: ["Guwahati", "Dibrugarh", "Silchar", "Jorhat", "Tezpur", "Nagaon", "Tinsukia"],
  Bihar: ["Patna", "Gaya", "Bhagalpur", "Muzaffarpur", "Darbhanga", "Purnia", "Arrah"],
  Chhattisgarh: ["Raipur", "Bhilai", "Bilaspur", "Durg", "Korba", "Rajnandgaon", "Jagdalpur"],
  Goa: ["Panaji", "Margao", "Vasco da Gama", "Mapusa", "Ponda"],
  Gujarat: [
    "Ahmedabad",
    "Surat",
    "Vadodara",
    "Rajkot",
    "Gandhinagar",
    "Bhavnagar",
    "Jamnagar",
    "Junagadh",
    "Anand",
  ],
  Haryana: [
    "Gurugram",
    "Faridabad",
    "Panipat",
    "Ambala",
    "Hisar",
    "Karnal",
    "Rohtak",
    "Sonipat",
    "Panchkula",
  ],
  "Himachal Pradesh": ["Shimla", "Dharamshala", "Mandi", "Solan", "Kullu", "Manali", "Hamirpur"],
  Jharkhand: ["Ranchi", "Jamshedpur", "Dhanbad", "Bokaro Steel City", "Hazaribagh", "Deoghar"],
  Karnataka: [
    "Bengaluru",
    "Mysuru",
    "Mangaluru",
    "Hubballi",
    "Dharwad",
    "Belagavi",
    "Kalaburagi",
    "Davanagere",
    "Ballari",
    "Shivamogga",
  ],
  Kerala: [
    "Thiruvananthapuram",
    "Kochi",
    "Kozhikode",
    "Thrissur",
    "Kollam",
    "Kannur",
    "Alappuzha",
    "Palakkad",
  ],
  "Madhya Pradesh": ["Indore", "Bhopal", "Jabalpur", "Gwalior", "Ujjain", "Sagar", "Rewa", "Satna"],
  Maharashtra: [
    "Mumbai",
    "Pune",
    "Nagpur",
    "Thane",
    "Navi Mumbai",
    "Nashik",
    "Chhatrapati Sambhajinagar",
    "Solapur",
    "Kolhapur",
    "Amravati",
  ],
  Manipur: ["Imphal", "Thoubal", "Bishnupur", "Churachandpur", "Ukhrul"],
  Meghalaya: ["Shillong", "Tura", "Jowai", "Nongpoh"],
  Mizoram: ["Aizawl", "Lunglei", "Champhai", "Serchhip"],
  Nagaland: ["Kohima", "Dimapur", "Mokokchung", "Tuensang", "Wokha"],
  Odisha: ["Bhubaneswar", "Cuttack", "Rourkela", "Berhampur", "Sambalpur", "Puri", "Balasore"],
  Punjab: ["Ludhiana", "Amritsar", "Jalandhar", "Patiala", "Bathinda", "Mohali", "Pathankot", "Hoshiarpur"],
  Rajasthan: ["Jaipur", "Jodhpur", "Udaipur", "Kota", "Ajmer", "Bikaner", "Alwar", "Bhilwara"],
  Sikkim: ["Gangtok", "Namchi", "Gyalshing", "Mangan", "Rangpo"],
  "Tamil Nadu": [
    "Chennai",
    "Coimbatore",
    "Madurai",
    "Tiruchirappalli",
    "Salem",
    "Tirunelveli",
    "Erode",
    "Vellore",
    "Thoothukudi",
  ],
  Telangana: ["Hyderabad", "Secunderabad", "Warangal", "Nizamabad", "Karimnagar", "Khammam", "Mahbubnagar"],
  Tripura: ["Agartala", "Udaipur", "Dharmanagar", "Kailashahar"],
  "Uttar Pradesh": [
    "Lucknow",
    "Kanpur",
    "Ghaziabad",
    "Noida",
    "Agra",
    "Varanasi",
    "Meerut",
    "Prayagraj",
    "Bareilly",
    "Aligarh",
    "Gorakhpur",
  ],
  Uttarakhand: ["Dehradun", "Haridwar", "Rishikesh", "Roorkee", "Haldwani", "Rudrapur", "Nainital"],
  "West Bengal": ["Kolkata", "Howrah", "Durgapur", "Asansol", "Siliguri", "Bardhaman", "Kharagpur", "Haldia"],
} as const satisfies Record<string, readonly string[]>;

const unionTerritories = {
  "Andaman and Nicobar Islands": ["Port Blair", "Havelock Island", "Neil Island"],
  Chandigarh: ["Chandigarh"],
  "Dadra and Nagar Haveli and Daman and Diu": ["Dadra", "Daman"],
  Delhi: ["New Delhi", "Dwarka", "Vasant Kunj"],
  "Jammu and Kashmir": ["Srinagar", "Jammu", "Gulmarg"],
  Ladakh: ["Leh", "Kargil"],
  Lakshadweep: ["Kavaratti", "Minicoy", "Agatti"],
  Puducherry: ["Puducherry", "Auroville", "Karaikal"],
} as const satisfies Record<string, readonly string[]>;

export type RegionName = keyof typeof states | keyof typeof unionTerritories;

/** States first, then union territories, each in alphabetical order. */
export const indiaRegions: readonly IndiaRegion[] = [
  ...Object.entries(states).map(([name, cities]) => ({ name, kind: "state" as const, cities })),
  ...Object.entries(unionTerritories).map(([name, cities]) => ({
    name,
    kind: "union-territory" as const,
    cities,
  })),
];

export const regionNames = indiaRegions.map((region) => region.name) as [RegionName, ...RegionName[]];

/** The cities offered for a state or union territory; none for a name that is not one. */
export function citiesOf(regionName: string): readonly string[] {
  return indiaRegions.find((region) => region.name === regionName)?.cities ?? [];
}
