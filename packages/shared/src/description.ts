/**
 * A product's description as it is stored: its summary, then a heading ("Specifications", or
 * "विशेषताएँ" in Hindi) and a "Label: value" line per specification row. The one reader of it,
 * for the product page's description, the staff's edit form and the compare read
 * (docs/decisions/330-compare-products.md). Free of zod: the product page loads it.
 */

export const SPECIFICATIONS_HEADING = "Specifications";

export interface SpecificationLine {
  label: string;
  value: string;
}

// "Capacity: 70 L" — a short label before the first colon, a space after it.
const specLine = /^\s*([^:]{1,40}):\s+(.+)$/;
const bullet = /^\s*[-•*]\s+(.*)$/;

/** The row a "Label: value" line is, or null when the line is not one. */
export function specificationLine(line: string): SpecificationLine | null {
  const match = specLine.exec(line);
  return match ? { label: match[1]!.trim(), value: match[2]!.trim() } : null;
}

/** The summary and specification rows of a stored description (the inverse of staff-catalog's composeDescription). */
export function splitDescription(
  description: string,
  heading: string = SPECIFICATIONS_HEADING,
): { summary: string; specifications: SpecificationLine[] } {
  const marker = `\n${heading}\n`;
  const at = `\n${description}`.lastIndexOf(marker);
  if (at < 0) return { summary: description, specifications: [] };
  const rows = `\n${description}`
    .slice(at + marker.length)
    .split("\n")
    .filter(Boolean)
    .map(specificationLine);
  if (rows.some((row) => !row)) return { summary: description, specifications: [] };
  return {
    summary: description.slice(0, Math.max(0, at - 1)).trim(),
    specifications: rows as SpecificationLine[],
  };
}

/** A product description, split into what reads best as paragraphs, bullet lists and a specification table. */
export type DescriptionBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "specs"; rows: SpecificationLine[] };

/** A short line without closing punctuation that introduces a list or table ("Specifications"). */
const isHeading = (line: string, next: string | undefined) =>
  line.length <= 40 &&
  !/[.!?:;,]$/.test(line) &&
  next !== undefined &&
  (bullet.test(next) || specificationLine(next) !== null);

export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  const lines = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  for (const [index, line] of lines.entries()) {
    const last = blocks.at(-1);
    const bulletMatch = bullet.exec(line);
    const row = bulletMatch ? null : specificationLine(line);
    if (bulletMatch) {
      if (last?.kind === "bullets") last.items.push(bulletMatch[1]!);
      else blocks.push({ kind: "bullets", items: [bulletMatch[1]!] });
    } else if (row) {
      if (last?.kind === "specs") last.rows.push(row);
      else blocks.push({ kind: "specs", rows: [row] });
    } else {
      blocks.push({ kind: isHeading(line, lines[index + 1]) ? "heading" : "paragraph", text: line });
    }
  }
  return blocks;
}
