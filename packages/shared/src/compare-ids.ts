/**
 * The products a shopper compares (docs/decisions/330-compare-products.md): `/compare?ids=a,b,c`
 * and `GET /api/compare?ids=` name up to four products of one category. Free of zod: the
 * storefront's compare toggle loads it.
 */

export const MAX_COMPARED = 4;

/** The ids of `?ids=`, trimmed, blanks and repeats dropped, in the order given. */
export function comparedIds(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** The compare page of `ids` (unlocalised: links add `/hi`). */
export function comparePath(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(",")}`;
}
