import { inlineSpans, type BlogBlock } from "@vayu/shared/content-text";
import { LocalisedLink } from "../../../components/LocalisedLink";

const linkClass = "font-semibold text-brand-700 hover:underline";

/** A line of the store's Markdown as elements: **strong** and safe links only (docs/decisions/184-policy-texts.md); the store's own links stay in the page's language. */
export function Inline({ text }: { text: string }) {
  return inlineSpans(text).map((span, index) => {
    if (span.kind === "strong") return <strong key={index}>{span.text}</strong>;
    if (span.kind === "text") return span.text;
    return span.href.startsWith("/") ? (
      <LocalisedLink key={index} to={span.href} className={linkClass}>
        {span.text}
      </LocalisedLink>
    ) : (
      <a key={index} href={span.href} className={linkClass}>
        {span.text}
      </a>
    );
  });
}

/** Paragraphs and lists of the store's Markdown (headings are the caller's). */
export function MarkdownBlocks({ blocks }: { blocks: BlogBlock[] }) {
  return blocks.map((block, index) => {
    if (block.kind === "list") {
      return (
        <ul key={index}>
          {block.items.map((item, at) => (
            <li key={at}>
              <Inline text={item} />
            </li>
          ))}
        </ul>
      );
    }
    if (block.kind === "heading") {
      return (
        <h3 key={index} className="font-bold text-ink">
          <Inline text={block.text} />
        </h3>
      );
    }
    return (
      <p key={index}>
        <Inline text={block.text} />
      </p>
    );
  });
}
