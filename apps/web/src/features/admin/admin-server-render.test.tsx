import { describe, expect, it } from "vitest";
import { storeAnswering } from "../../test/form-posts";

describe("the staff console on the server", () => {
  it("is rendered as loading: its forms need the script, so none shows before the browser runs it", async () => {
    const { visit } = storeAnswering({
      "GET /api/admin/mfa": [200, { enrolled: true, verified: true }],
      "GET /api/admin/me": [200, { _id: "s-1", name: "Store Admin", email: "admin@vayu.test", role: "owner" }],
    });
    const page = await visit("/admin?tab=settings");
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Staff console");
    const main = /<main[\s\S]*<\/main>/.exec(page.html)?.[0] ?? "";
    expect(main).toContain('aria-label="Loading"');
    expect(main).not.toMatch(/<form/);
  });
});
