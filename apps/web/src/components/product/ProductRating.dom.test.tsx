import { render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { describe, expect, it } from "vitest";
import { i18nFor, loadCatalogues } from "../../lib/i18n";
import { ProductRating } from "./ProductRating";

/** A card's rating on an English and on a Hindi page (the shell's words: cards show on every page). */
async function renderIn(locale: "en" | "hi", product: { rating: number; ratingCount: number }) {
  await loadCatalogues(locale, ["shell"]);
  render(
    <I18nProvider i18n={i18nFor(locale)}>
      <ProductRating product={product} />
    </I18nProvider>,
  );
}

describe("a product's rating (docs/decisions/171-reviews.md)", () => {
  it("states the average and the count in English, and No reviews yet without any", async () => {
    await renderIn("en", { rating: 4, ratingCount: 4 });
    expect(screen.getByText("4.0 (4 ratings)")).toBeInTheDocument();
    await renderIn("en", { rating: 5, ratingCount: 1 });
    expect(screen.getByText("5.0 (1 rating)")).toBeInTheDocument();
    await renderIn("en", { rating: 0, ratingCount: 0 });
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
  });

  it("says the same in Hindi on a Hindi page", async () => {
    await renderIn("hi", { rating: 4.25, ratingCount: 12 });
    expect(screen.getByText("4.3 (12 रेटिंग)")).toBeInTheDocument();
    await renderIn("hi", { rating: 0, ratingCount: 0 });
    expect(screen.getByText("अभी कोई रिव्यू नहीं")).toBeInTheDocument();
  });
});
