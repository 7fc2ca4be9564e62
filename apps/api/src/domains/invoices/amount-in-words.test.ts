import { describe, expect, it } from "vitest";
import { numberInWords, paiseInWords } from "./amount-in-words";

describe("amounts in words (Indian numbering)", () => {
  it.each([
    [0, "Zero"],
    [5, "Five"],
    [19, "Nineteen"],
    [40, "Forty"],
    [99, "Ninety Nine"],
    [100, "One Hundred"],
    [505, "Five Hundred Five"],
    [1_000, "One Thousand"],
    [99_999, "Ninety Nine Thousand Nine Hundred Ninety Nine"],
    [1_00_000, "One Lakh"],
    [1_05_050, "One Lakh Five Thousand Fifty"],
    [12_34_56_789, "Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine"],
    [1_00_00_000, "One Crore"],
    [250_00_00_000, "Two Hundred Fifty Crore"],
  ])("%i is %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it("writes rupees and paise, and leaves out zero paise", () => {
    expect(paiseInWords(150_500)).toBe("Rupees One Thousand Five Hundred Five Only");
    expect(paiseInWords(1_05_050_75)).toBe("Rupees One Lakh Five Thousand Fifty and Seventy Five Paise Only");
    expect(paiseInWords(1)).toBe("Rupees Zero and One Paise Only");
  });

  it("refuses what is not a whole number of paise", () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});
