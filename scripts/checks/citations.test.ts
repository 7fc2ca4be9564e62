import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Code and docs cite the product rules in `docs/product/`, never the brief and notes the
 * store was specified from: those live outside the repository, so a reader cannot follow
 * the citation.
 */
const outsideCitations: readonly RegExp[] = [
  /\bspec(ification)?('s)? (sections? \d|route list)/i,
  /\bdecisions(\.md)?,? (sections? )?\d/i,
  /\bdecisions\.md\b/i,
  /\b(store-spec|razorpay-contract|india-commerce|style-examples)(\.md)?\b/i,
  /\/work\/shared\b|\.\.\/shared\/(spec|notes)\b/,
];

const scanned = /\.(ts|tsx|js|mjs|cjs|sh|md|css|html|ya?ml)$/;
const thisFile = "scripts/checks/citations.test.ts";
const root = new URL("../..", import.meta.url).pathname;

function repoFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  return listed.split("\n").filter((file) => scanned.test(file) && file !== thisFile);
}

function findOutsideCitations(text: string): string[] {
  return text.split("\n").flatMap((line, index) => (outsideCitations.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe("citations", () => {
  it("recognises the ways the brief used to be cited, and leaves docs/product citations alone", () => {
    expect(findOutsideCitations("// Spec section 8: the list is emptied.")).toHaveLength(1);
    expect(findOutsideCitations("/** (decisions 5.7) */\n/** (decisions section 3) */")).toHaveLength(2);
    expect(findOutsideCitations(" * drift (razorpay-contract.md, bugs 2 and 3).")).toHaveLength(1);
    expect(findOutsideCitations('// see docs/product/policies.md "Stock" and the spec card')).toEqual([]);
  });

  it("no file in the repository cites a document outside it", () => {
    const offenders = repoFiles().flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(`${root}${file}`, "utf8");
      } catch {
        return []; // listed but deleted in the work tree
      }
      return findOutsideCitations(text).map((hit) => `${file}:${hit}`);
    });
    expect(offenders, "cite docs/product/<file>.md instead").toEqual([]);
  });
});
