import { type ReactNode } from "react";
import { useDomId } from "../../lib/use-dom-id";

/** How a listing and the results page lay out their product cards. */
export const productGridClass = "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4";

/**
 * The region of a listing's or a search's product cards, named by a visually hidden h2. The
 * cards' titles are h3: on a phone, where the filters and their headings are hidden, the h2
 * keeps them one level under the page's h1.
 */
export function ProductResults({
  heading,
  busy,
  children,
}: {
  heading: string;
  busy: boolean;
  children: ReactNode;
}) {
  const headingId = useDomId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      {children}
    </section>
  );
}
