import { useContext, useEffect } from "react";
import { PageHeadCollector, type PageHead } from "../../lib/page-head";
import { useStoreSettings } from "../../lib/queries/get-settings";

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/**
 * The page's head. On the server it is written into the HTML (title, description, canonical,
 * Open Graph, status 404 for `notFound`); in the browser it sets the document title and meta
 * description while mounted, and restores the previous ones after. The title is the page's
 * followed by the store's name from its settings ("Cart | Vayu Home Appliances"), or the
 * store's name first when `storeNameFirst` (the home page).
 */
export function PageMeta({
  title: pageTitle,
  storeNameFirst = false,
  ...head
}: Omit<PageHead, "siteName"> & { storeNameFirst?: boolean }) {
  const { storeName } = useStoreSettings();
  const title = storeNameFirst ? `${storeName} | ${pageTitle}` : `${pageTitle} | ${storeName}`;
  const { description } = head;
  // Rendering on the server runs no effects: the last PageMeta rendered is the page's.
  useContext(PageHeadCollector)?.({ ...head, title, siteName: storeName });

  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);

  return null;
}
