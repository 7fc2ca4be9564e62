import { readFileSync } from "node:fs";
import path from "node:path";
import { laterMessages } from "@vayu/shared/messages/later";
import { describe, expect, it } from "vitest";
import { laterParts } from "../i18n/catalogues";

/**
 * The product page's later parts (reviews, review form, questions, EMI plans, delivery check) have
 * their messages in the `later` catalogue, loaded with their code: back in the browse catalogue,
 * which the product page and listings load first, they put the product page in Hindi over its
 * first-load budget again (docs/performance.md, 2026-11-28 03:10).
 */
const root = path.resolve(import.meta.dirname, "../..");
const catalogue = (area: string, locale: string) => readFileSync(path.join(root, `packages/shared/locales/${area}/${locale}.po`), "utf8");

/** The files a catalogue's messages were extracted from (`#:` lines). */
const originsOf = (po: string) => new Set([...po.matchAll(/^#: (.+)$/gm)].flatMap(([, files]) => files!.split(" ")));
const idsOf = (po: string) => new Set([...po.matchAll(/^msgid "(.+)"$/gm)].map(([, id]) => id));

function descriptorIds(tree: object): string[] {
  return Object.values(tree).flatMap((node: object) => ("id" in node && typeof node.id === "string" ? [node.id] : descriptorIds(node)));
}

const laterFiles = laterParts.map((file) => file.replace("<rootDir>/", ""));

describe("the later parts' messages", () => {
  it.each(["en", "hi"])("are not in the browse catalogue (%s)", (locale) => {
    const browse = catalogue("browse", locale);
    expect([...originsOf(browse)].filter((file) => laterFiles.includes(file))).toEqual([]);
    expect(descriptorIds(laterMessages).filter((id) => idsOf(browse).has(id))).toEqual([]);
  });

  it("are in the later catalogue, every one translated", () => {
    const later = catalogue("later", "hi");
    expect(descriptorIds(laterMessages).filter((id) => !idsOf(later).has(id))).toEqual([]);
    expect(later).not.toMatch(/^msgstr ""\n\n/m);
  });
});
