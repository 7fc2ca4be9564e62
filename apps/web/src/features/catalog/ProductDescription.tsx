import { descriptionBlocks } from "@vayu/shared/description";

/** Renders the description's line breaks as paragraphs, bullet lists and a specification table. */
export function ProductDescription({ description, lang }: { description: string; lang?: "en" | undefined }) {
  return (
    <div lang={lang} className="space-y-4 text-[0.95rem] leading-relaxed text-slate-700">
      {descriptionBlocks(description).map((block, index) => {
        if (block.kind === "paragraph") return <p key={index}>{block.text}</p>;
        if (block.kind === "heading") {
          return (
            <h3 key={index} className="pt-2 font-bold text-ink">
              {block.text}
            </h3>
          );
        }
        if (block.kind === "bullets") {
          return (
            <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <dl key={index} className="overflow-hidden rounded-xl ring-1 ring-slate-200">
            {block.rows.map((row, i) => (
              <div key={i} className="grid grid-cols-[minmax(7rem,38%)_1fr] text-sm even:bg-slate-50">
                <dt className="px-4 py-2.5 font-medium text-slate-600">{row.label}</dt>
                <dd className="px-4 py-2.5 text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        );
      })}
    </div>
  );
}
