import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./ScrollToTop";

/** A page scrolled 700 px down, as a shopper leaves it, with every scroll the component asks for recorded. */
function scrolledPage() {
  Object.defineProperty(window, "scrollY", { configurable: true, value: 700 });
  return vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
}

function open(url: string) {
  const router = createMemoryRouter([{ path: "*", element: <ScrollToTop /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});

describe("scrolling to the top between pages", () => {
  it("leaves the page the browser loaded where the shopper scrolled it before its script ran", () => {
    const scrollTo = scrolledPage();
    open("/product/cooler");
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("goes to the top of the next page, and of the next page of a listing, but not for another filter", async () => {
    const scrollTo = scrolledPage();
    const router = open("/category/fans");
    await act(() => router.navigate("/product/cooler"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    await act(() => router.navigate("/product/cooler?page=2"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate("/product/cooler?page=2&sort=price"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
