import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("neutralises formula-looking cells but leaves a plain negative amount a number", () => {
    const csv = toCsv(["a", "b", "c", "d"], [["=SUM(A1:A2)", "-2+3", "-118.00", "Reduction in value, GST 18%"]]);
    expect(csv).toBe(`\uFEFFa,b,c,d\r\n'=SUM(A1:A2),'-2+3,-118.00,"Reduction in value, GST 18%"\r\n`);
  });
});
