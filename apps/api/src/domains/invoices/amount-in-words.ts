const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** Indian grouping: crore (10^7), lakh (10^5), thousand, hundred; above 99 crore the crores are themselves counted in words. */
const GROUPS = [
  { size: 10_000_000, name: "Crore" },
  { size: 100_000, name: "Lakh" },
  { size: 1_000, name: "Thousand" },
  { size: 100, name: "Hundred" },
] as const;

/** A whole number in words the Indian way: 12,34,56,789 is "Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`cannot write ${n} in words`);
  if (n === 0) return "Zero";
  const words: string[] = [];
  let rest = n;
  for (const group of GROUPS) {
    const count = Math.floor(rest / group.size);
    if (count === 0) continue;
    words.push(group.size === 10_000_000 ? numberInWords(count) : belowHundred(count), group.name);
    rest %= group.size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(" ");
}

/** An invoice's total in words: "Rupees One Lakh Five Thousand and Fifty Paise Only". */
export function paiseInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${numberInWords(rest)} Paise` : ""} Only`;
}
