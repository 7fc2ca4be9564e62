/** A product description, split into what reads best as paragraphs, bullet lists and a specification table. */
export type DescriptionBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "specs"; rows: { label: string; value: string }[] };

const bullet = /^\s*[-•*]\s+(.*)$/;
// "Capacity: 70 L" — a short label before the first colon.
const spec = /^\s*([^:]{1,40}):\s+(.+)$/;

/** A short line without closing punctuation that introduces a list or table ("Specifications"). */
const isHeading = (line: string, next: string | undefined) =>
  line.length <= 40 &&
  !/[.!?:;,]$/.test(line) &&
  next !== undefined &&
  (bullet.test(next) || spec.test(next));

export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  const lines = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  for (const [index, line] of lines.entries()) {
    const last = blocks.at(-1);
    const bulletMatch = bullet.exec(line);
    const specMatch = bulletMatch ? null : spec.exec(line);
    if (bulletMatch) {
      if (last?.kind === "bullets") last.items.push(bulletMatch[1]!);
      else blocks.push({ kind: "bullets", items: [bulletMatch[1]!] });
    } else if (specMatch) {
      const row = { label: specMatch[1]!.trim(), value: specMatch[2]!.trim() };
      if (last?.kind === "specs") last.rows.push(row);
      else blocks.push({ kind: "specs", rows: [row] });
    } else {
      blocks.push({ kind: isHeading(line, lines[index + 1]) ? "heading" : "paragraph", text: line });
    }
  }
  return blocks;
}
