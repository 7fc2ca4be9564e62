import { expect, test } from "../fixtures";

test.describe("home page scroll reveal", () => {
  test("a section below the fold fades up when scrolled to, without moving the page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "Our Brand" });
    const section = page.locator("[data-reveal]", { has: heading });
    await expect(section).toHaveAttribute("data-reveal", "waiting");
    // Hidden at once, not faded out: read in the same moment, not retried until it holds.
    expect(await section.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    const layoutTop = () => section.evaluate((element) => (element as HTMLElement).offsetTop);
    const before = await layoutTop();

    await heading.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-reveal", "shown");
    await expect(section).toHaveCSS("opacity", "1");
    await expect(heading).toBeInViewport();
    expect(await layoutTop()).toBe(before);
  });

  test("with reduced motion every section shows at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Our Brand" })).toBeAttached();
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    await page.getByRole("heading", { name: "Our Brand" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "Our Brand" })).toBeVisible();
  });
});
