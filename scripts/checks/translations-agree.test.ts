import { areas } from "@vayu/shared/locale";
import { describe, expect, it } from "vitest";

/**
 * A message used in two areas is extracted into both catalogues (scripts/i18n/catalogues.ts), and
 * a page loads the shell's and its area's: the two must translate it alike, or the same words
 * change with the page (and the catalogue loaded last wins).
 */
describe("Hindi catalogues", () => {
  it("translate a message the same way in every area that has it", async () => {
    const byId = new Map<string, Map<string, string>>();
    for (const area of areas) {
      const { messages } = (await import(`../../packages/shared/locales/${area}/hi.ts`)) as { messages: Record<string, unknown> };
      for (const [id, text] of Object.entries(messages)) {
        const seen = byId.get(id) ?? new Map<string, string>();
        seen.set(area, JSON.stringify(text));
        byId.set(id, seen);
      }
    }
    const disagreeing = [...byId.values()].filter((seen) => new Set(seen.values()).size > 1).map((seen) => Object.fromEntries(seen));
    expect(disagreeing).toEqual([]);
  });
});
