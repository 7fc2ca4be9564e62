import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { groupedSecret, MfaEnrolmentView } from "./MfaEnrolment";

const html = (node: ReactNode) =>
  renderToString(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>).replace(/<!-- -->/g, "");

const setup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUrl: "otpauth://totp/Vayu:ravi@vayu.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};

describe("the console's two-step sign-in setup (docs/decisions/230-staff-second-factor.md)", () => {
  it("first explains what is needed and offers to start", () => {
    const page = html(<MfaEnrolmentView setup={undefined} recoveryCodes={undefined} />);
    expect(page).toContain("Set up two-step sign-in");
    expect(page).toContain("Start setup");
    expect(page).not.toContain("QR code");
  });

  it("shows the QR code as a picture, the key to type in groups of four, and the code field", () => {
    const page = html(<MfaEnrolmentView setup={setup} recoveryCodes={undefined} codeError="That code is not right." />);
    expect(page).toContain('alt="QR code for your authenticator app"');
    expect(page).toContain(`src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}"`);
    expect(page).not.toContain("<svg xmlns");
    expect(page).toContain("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(page).toContain("Code from the app");
    expect(page).toContain("That code is not right.");
    expect(page).toContain("Turn on");
  });

  it("shows the ten recovery codes once, with the way on to the console", () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const page = html(<MfaEnrolmentView setup={setup} recoveryCodes={codes} />);
    expect(page).toContain("Two-step sign-in is on");
    expect(page.match(/<li>/g)).toHaveLength(10);
    for (const code of codes) expect(page).toContain(code);
    expect(page).toContain("They are shown only now.");
    expect(page).toContain("I have saved them: open the console");
    expect(page).not.toContain("Code from the app");
  });

  it("groups a secret in fours", () => {
    expect(groupedSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
