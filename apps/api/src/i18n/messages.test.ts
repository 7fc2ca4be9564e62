import { messages, promotionPhrases } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { messagesFor } from ".";

/** Every string of a tree of messages, functions called with `sample`'s arguments, keyed by its path. */
function flatten(tree: object, sample: (path: string) => unknown[], prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]: [string, unknown]) => {
      const path = `${prefix}${key}`;
      if (typeof value === "string") return [[path, value]];
      if (typeof value === "function") return [[path, String(value(...sample(path)))]];
      return typeof value === "object" && value !== null ? Object.entries(flatten(value, sample, `${path}.`)) : [];
    }),
  );
}

/** Arguments that exercise each phrase's plural forms and text. */
const counts = /codeWrong|answerWithin|resend/;
const samples = [
  (path: string) => [counts.test(path) ? 1 : "₹500.00"],
  (path: string) => [counts.test(path) ? 7 : "+91 98765 43210"],
];

describe("the shopper's messages in each language (docs/product/http-contract.md \"Languages\")", () => {
  it("are in English exactly the spec's messages, from the catalogues", () => {
    for (const sample of samples)
      expect(flatten(messagesFor("en"), sample)).toEqual(flatten({ ...messages, promotionPhrases }, sample));
  });

  it("are in Hindi in every area, a phrase's count in its place", () => {
    const hindi = messagesFor("hi");
    expect(hindi.notFound).toBe("404 पेज नहीं मिला");
    expect(hindi.auth.loginFailed).toBe("ई-मेल या पासवर्ड गलत है।");
    expect(hindi.phoneLogin.codeWrong(1)).toBe("यह कोड सही नहीं है। 1 कोशिश बाकी है।");
    expect(hindi.phoneLogin.codeWrong(2)).toBe("यह कोड सही नहीं है। 2 कोशिशें बाकी हैं।");
    expect(hindi.contact.nameRequired).toBe("नाम लिखना ज़रूरी है।");
  });
});
