import { act, within } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@lingui/react";
import { i18nFor } from "./i18n";
import { laterPart } from "./later-part";

// A part of a page whose code loads after the page (lib/later-part.tsx): until then the shopper
// has the server's HTML of it, and what they do in it is not lost when the code takes it over.

/** A check that needs the script: it shows the pincode the form holds when sent. */
function PincodeCheck() {
  const [checked, setChecked] = useState("");
  return (
    <form
      aria-label="Deliver to"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(String(new FormData(event.currentTarget).get("pin")));
      }}
    >
      <input aria-label="Delivery pincode" name="pin" defaultValue="" />
      <label>
        <input type="checkbox" /> Remember
      </label>
      <button type="submit" data-needs-script="">
        Check
      </button>
      {checked && <p>Checked {checked}</p>}
    </form>
  );
}

/** The part's server HTML, hydrated with its code still on the way: answers the page and a function that brings the code. */
async function servedPage() {
  const served = laterPart("pincode-check", async () => PincodeCheck);
  await served.load("en");
  const page = document.createElement("div");
  page.innerHTML = renderToString(
    <I18nProvider i18n={i18nFor("en")}>
      <served.Part />
    </I18nProvider>,
  );
  document.body.append(page);
  let arrive = () => {};
  let fail = () => {};
  const code = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = () => reject(new Error("Failed to fetch dynamically imported module"));
  });
  const later = laterPart("pincode-check", () => code.then(() => PincodeCheck));
  act(() => {
    hydrateRoot(
      page,
      <I18nProvider i18n={i18nFor("en")}>
        <later.Part />
      </I18nProvider>,
    );
  });
  return {
    page: within(page),
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => fail()),
    remove: () => page.remove(),
  };
}

describe("a part of the page loaded after it", () => {
  it("holds a tap that needs its code, then does it with what was typed and chosen meanwhile", async () => {
    const { page, arrive, remove } = await servedPage();
    const field = page.getByLabelText<HTMLInputElement>("Delivery pincode");
    field.value = "110001";
    page.getByLabelText<HTMLInputElement>("Remember").click();
    field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const check = page.getByRole("button", { name: "Check" });
    const submitted = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: check });
    field.form!.dispatchEvent(submitted);
    // Not posted as HTML, which would only reload the page.
    expect(submitted.defaultPrevented).toBe(true);
    expect(page.queryByText(/Checked/)).not.toBeInTheDocument();

    await arrive();
    expect(await page.findByText("Checked 110001")).toBeInTheDocument();
    expect(field).toHaveValue("110001");
    expect(page.getByLabelText("Remember")).toBeChecked();
    remove();
  });

  it("lets a form that works without its code post as HTML", async () => {
    const { page, remove } = await servedPage();
    const form = page.getByRole("form", { name: "Deliver to" }) as HTMLFormElement;
    const submitted = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: null });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    remove();
  });

  it("posts a held tap as HTML when its code cannot come (offline)", async () => {
    const { page, fail, remove } = await servedPage();
    const form = page.getByRole("form", { name: "Deliver to" }) as HTMLFormElement;
    const posted: (HTMLElement | null | undefined)[] = [];
    form.requestSubmit = (submitter) => posted.push(submitter);
    const check = page.getByRole("button", { name: "Check" });
    const submitted = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: check });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);

    await fail();
    // Sent by the browser as a plain post, which the service worker or the server answers.
    expect(posted).toEqual([check]);
    const again = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: check });
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    remove();
  });
});
