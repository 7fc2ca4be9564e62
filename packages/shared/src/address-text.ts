/** An empty landmark reads N/A wherever an address is shown (docs/product/storefront.md "My Orders"). */
export function landmarkText(landmark: string): string {
  return landmark.trim() || "N/A";
}
