/** A product description, split into what reads best as paragraphs, bullet lists and a specification table. */
export type DescriptionBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "specs"; rows: { label: string; value: string }[] };

const bullet = /^\s*[-•*]\s+(.*)$/;
// "Capacity: 70 L" — a short label before the first colon.
const spec = /^\s*([^:]{1,40}):\s+(.+)$/;

export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
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
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}
