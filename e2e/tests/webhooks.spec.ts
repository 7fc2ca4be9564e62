import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { loginAs, staffLogin, type Shopper } from "../auth";
import { expect, expectNoHorizontalScroll, test } from "../fixtures";

// The staff console is the script's (its forms have no server actions): its journeys act once it is live.
test.use({ hydrationWait: true });

const bearer = (who: Shopper) => ({ Authorization: `Bearer ${who.token}` });

/** An integrator's receiver on loopback: keeps each request's headers and raw body, answers 200 "ok from the ERP". */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; raw: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" }).end("ok from the ERP");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/vayu`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Issue 35 item 3 (docs/webhooks.md): the owner adds a webhook, presses Test and reads the receiver's answer.
test("the owner adds a webhook to a receiver, tests it and sees the receiver's answer in its delivery log", async ({ page, request }) => {
  const owner = await staffLogin(request);
  const receiver = await startReceiver();
  try {
    await loginAs(page, owner);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/admin?tab=webhooks");
    const form = page.getByRole("form", { name: "Add a webhook" });
    await form.getByLabel("Receiver URL").fill(receiver.url);
    await form.getByLabel("order.shipped").check();
    await form.getByRole("button", { name: "Add webhook" }).click();

    const notice = page.getByRole("region", { name: "New secret" });
    await expect(notice.getByText("Copy it into the receiver now: it is not shown again.")).toBeVisible();
    const secret = (await notice.locator("code").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);

    const card = page.getByRole("listitem", { name: receiver.url });
    await expect(card.getByText(/^On · secret ends …/)).toContainText("order.placed, order.shipped");
    await card.getByRole("button", { name: "Test" }).click();
    const log = card.getByRole("table", { name: "Delivery log" });
    await expect(log.getByRole("row", { name: /^ping Delivered 1 HTTP 200: ok from the ERP/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath("webhooks-360.png"), fullPage: true });

    // The receiver got the ping, signed over its raw body with the secret the page showed once.
    expect(receiver.received).toHaveLength(1);
    const [ping] = receiver.received;
    expect(JSON.parse(ping!.raw)).toMatchObject({ event: "ping" });
    expect(ping!.headers["x-vayu-signature"]).toBe(`sha256=${createHmac("sha256", secret).update(ping!.raw).digest("hex")}`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath("webhooks-1280.png"), fullPage: true });
  } finally {
    // The specs after this one in the same store place orders: no webhook should be left to send them to a closed port.
    const listed = await request.get("/api/admin/webhooks", { headers: bearer(owner) });
    for (const webhook of ((await listed.json()) as { webhooks: { _id: string; url: string }[] }).webhooks)
      if (webhook.url === receiver.url) await request.delete(`/api/admin/webhooks/${webhook._id}`, { headers: bearer(owner) });
    await receiver.close();
  }
});
