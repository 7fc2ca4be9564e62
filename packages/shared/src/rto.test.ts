import { describe, expect, it } from "vitest";
import { trackingNumbersIn } from "./rto";

describe("the tracking numbers staff paste or upload", () => {
  it("reads a courier's CSV by its tracking number column, whatever the courier calls it", () => {
    expect(trackingNumbersIn("Order ID,AWB Number,Status\r\n1,DL555,RTO\r\n2,\"DL556\",RTO\r\n")).toEqual(["DL555", "DL556"]);
    expect(trackingNumbersIn("waybill,reason\nXB1,Refused\nXB2,Address not found")).toEqual(["XB1", "XB2"]);
    expect(trackingNumbersIn("Tracking ID\nSR10\nSR10\n")).toEqual(["SR10"]);
  });

  it("reads a plain list, one a line or separated by commas or spaces", () => {
    expect(trackingNumbersIn("DL1\nDL2, DL3 DL4\n\n DL1 ")).toEqual(["DL1", "DL2", "DL3", "DL4"]);
    expect(trackingNumbersIn("  \n")).toEqual([]);
  });
});
