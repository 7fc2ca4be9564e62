import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { messages } from "@vayu/shared/messages";
import { accountMessages } from "@vayu/shared/messages/account";
import { shellMessages } from "@vayu/shared/messages/shell";
import { describe, expect, it } from "vitest";
import { i18nFor, useFormats, useMessages } from "./i18n";

function Shown() {
  const shell = useMessages(shellMessages);
  const account = useMessages(accountMessages);
  const { price } = useFormats();
  return (
    <ul>
      <li>{shell.notFound}</li>
      <li>{account.phoneLogin.codeWrong(1)}</li>
      <li>{price(12_345_600)}</li>
    </ul>
  );
}

// Messages and formats in the page's language (docs/product/http-contract.md "Languages").
describe("useMessages and useFormats", () => {
  it("give the spec's exact English on an English page", () => {
    render(
      <I18nProvider i18n={i18nFor("en")}>
        <Shown />
      </I18nProvider>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      messages.notFound,
      messages.phoneLogin.codeWrong(1),
      "₹1,23,456.00",
    ]);
  });

  it("give Hindi on a Hindi page, a phrase's argument in its place", () => {
    render(
      <I18nProvider i18n={i18nFor("hi")}>
        <Shown />
      </I18nProvider>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "404 पेज नहीं मिला",
      "यह कोड सही नहीं है। 1 कोशिश बाकी है।",
      "₹1,23,456.00",
    ]);
  });
});
