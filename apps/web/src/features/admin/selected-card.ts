import { useEffect, useRef } from "react";

/**
 * A console card named in the URL (`?grievance=<id>`, `?enquiry=<id>`, the staff e-mails'
 * links): scrolled into view once its list has loaded. Attach the ref to the card.
 */
export function useSelectedCard(selected: boolean) {
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) card.current?.scrollIntoView({ block: "start" });
  }, [selected]);
  return card;
}
