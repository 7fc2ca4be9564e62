import { uniqueEmail } from "@vayu/shared/testing";
import { loginAs, staffLogin } from "../auth";
import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForHydrationOnLoad,
} from "../fixtures";
import { linkIn, outboxMails } from "../outbox";
import { STAFF } from "../stores";

/**
 * Grievances as the Consumer Protection (E-Commerce) Rules ask
 * (docs/decisions/185-grievance-replies-and-deadlines.md): acknowledged at once, answered from
 * the console by e-mail, answered back from the e-mail's link, and the overdue shown to staff.
 */

// E-mails, two browsers and accessibility scans: three times the usual time.
test.describe.configure({ timeout: 90_000 });

const THREAD_LINK = /https?:\/\/[^\s"<>]+\/grievance\/ticket\?token=[A-Za-z0-9._%-]+/;

test("a complaint is acknowledged at once, staff reply from the console, the complainant answers from the e-mail; an overdue one shows on the dashboard", async ({
  page,
  browser,
  request,
  store,
}) => {
  const email = uniqueEmail("complainant");
  await page.goto("/grievance");
  await expect(page.getByRole("heading", { level: 1, name: "Grievance Redressal" })).toBeVisible();
  const officer = page.getByRole("complementary", { name: "Grievance Officer" });
  await expect(officer).toContainText("Ananya Rao");

  await page.getByRole("button", { name: "Submit Complaint" }).click();
  await expect(page.getByText("Subject is required.")).toBeVisible();
  await page.getByLabel("Name").fill("Farhan Qureshi");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Mobile Number").fill("98765 43210");
  await page.getByLabel("Order number (optional)").fill("100001");
  await page.getByLabel("Subject").fill("Fan delivered without its canopy");
  await page
    .getByLabel("Description")
    .fill("The ceiling fan arrived without the canopy cover; please send the missing part.");
  await page.getByRole("button", { name: "Submit Complaint" }).click();
  const status = page.getByRole("status").filter({ hasText: "Complaint registered" });
  await expect(status).toContainText(/Your ticket number is GRV-\d{6}/);
  const ticket = (await status.locator("strong").textContent())!;

  // The acknowledgement is in the complainant's mail at once, with the ticket number.
  await expect
    .poll(
      () => outboxMails(store.dataDir, email, `Subject: We have received your complaint ${ticket}`).length,
    )
    .toBe(1);

  // Staff: the demo store's complaint filed three days ago and never taken up is on the dashboard.
  const staff = await staffLogin(request);
  await loginAs(page, staff);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/admin");
  const overdue = page.getByRole("region", { name: /Overdue grievances/ });
  await expect(overdue).toContainText("Order shows Shipped but the tracking number is not found");
  await expect(overdue).toContainText("not taken up within 48 hours");
  await expectNoHorizontalScroll(page);

  // On a phone the console's sections are a menu.
  await page.getByRole("combobox", { name: "Section" }).selectOption("Grievances");
  const card = page.getByRole("listitem", { name: new RegExp(`^${ticket}:`) });
  await expect(card).toContainText("Take up by");
  await expect(card).toContainText("Resolve by");
  await expect(
    page.getByRole("listitem", { name: /Order shows Shipped but the tracking number is not found/ }),
  ).toContainText("Overdue: not taken up within 48 hours");
  const reply = "We are sending the canopy cover by courier today; it reaches you by Friday.";
  await card.getByLabel("Reply to the complainant (sent by e-mail)").fill(reply);
  await card.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Your reply has been sent to the complainant.")).toBeVisible();
  await expect(card.getByRole("list", { name: `Messages on ${ticket}` })).toContainText(reply);
  await expect(card).toContainText("In progress");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // The complainant's mail carries the reply and a link to answer back, no login needed.
  const replyMail = () => outboxMails(store.dataDir, email, `Subject: Reply to your complaint ${ticket}`);
  await expect.poll(() => replyMail().length).toBe(1);
  const [mail] = replyMail();
  expect(mail).toContain(reply);
  const fromMail = await (await browser.newContext()).newPage();
  waitForHydrationOnLoad(fromMail);
  await fromMail.goto(linkIn(mail!, THREAD_LINK));
  await expect(
    fromMail.getByRole("heading", { level: 2, name: "Fan delivered without its canopy" }),
  ).toBeVisible();
  await expect(fromMail.getByText(reply)).toBeVisible();
  await fromMail
    .getByLabel("Your message")
    .fill("Thank you. Please ring before delivering; the bell is broken.");
  await fromMail.getByRole("button", { name: "Send message" }).click();
  await expect(fromMail.getByRole("status")).toContainText("our grievance officer has been told");
  await expect(fromMail.getByText("Please ring before delivering")).toBeVisible();
  await expectAccessible(fromMail);
  await fromMail.context().close();

  // Staff hear of the answer, with the link to the ticket in the console.
  await expect
    .poll(
      () => outboxMails(store.dataDir, STAFF.email, `Farhan Qureshi replied on grievance ${ticket}`).length,
    )
    .toBe(1);
});
