import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, openPage } from "../../test/storefront";

// The store in two languages (docs/product/http-contract.md "Languages").
describe("the header in each language", () => {
  it("shows Hindi under /hi, its links staying under /hi", async () => {
    fakeApi();
    openPage("/hi/about", { layout: true });
    const main = await screen.findByRole("navigation", { name: "मुख्य" });
    expect(within(main).getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi/");
    expect(within(main).getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("href", "/hi/about");
    expect(screen.getByRole("link", { name: "कार्ट" })).toHaveAttribute("href", "/hi/cart");
    expect(screen.getByRole("link", { name: "लॉग इन" })).toHaveAttribute("href", "/hi/login");
    expect(screen.getAllByRole("combobox", { name: "प्रोडक्ट खोजें" })[0]?.closest("form")).toHaveAttribute("action", "/hi/search");
  });

  it("offers the other language on the same page, as a plain link that works without JavaScript", async () => {
    fakeApi();
    openPage("/about?from=menu", { layout: true });
    const toHindi = await screen.findByTestId("language-switch");
    expect(toHindi).toHaveTextContent("हिन्दी");
    expect(toHindi).toHaveAttribute("lang", "hi");
    expect(toHindi).toHaveAttribute("href", `/lang/hi?next=${encodeURIComponent("/about?from=menu")}`);
  });

  it("offers English on a Hindi page, back to the same page", async () => {
    fakeApi();
    openPage("/hi/contact", { layout: true });
    const toEnglish = await screen.findByTestId("language-switch");
    expect(toEnglish).toHaveTextContent("English");
    expect(toEnglish).toHaveAttribute("lang", "en");
    expect(toEnglish).toHaveAttribute("href", `/lang/en?next=${encodeURIComponent("/hi/contact")}`);
  });
});
