import { screen, within } from "@testing-library/react";
import type { ApiKeySummaryType } from "@vayu/shared/api-keys";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, openComponent, signIn, type ApiCall } from "../../test/storefront";
import { ApiKeysTab } from "./ApiKeysTab";

const courier: ApiKeySummaryType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000007a1",
  name: "Courier sync",
  scopes: ["orders:read"],
  prefix: "vayu_live_0123456789abcdef",
  createdAt: "2026-11-20T06:30:00Z",
  createdBy: { _id: "4b0a3c1e-0000-4000-8000-0000000007b1", name: "Meera Iyer" },
  lastUsedAt: "2026-11-26T09:15:00Z",
  revokedAt: null,
};
const NEW_KEY = `vayu_live_fedcba9876543210_${"k".repeat(43)}`;

function openKeys(keys: ApiKeySummaryType[] = [courier]) {
  signIn();
  const api = fakeApi({
    "GET /api/admin/api-keys": [200, { apiKeys: keys }],
    "POST /api/admin/api-keys": ({ body }: ApiCall) => [
      201,
      { key: NEW_KEY, apiKey: { ...courier, ...(body as object), _id: "4b0a3c1e-0000-4000-8000-0000000007a2", lastUsedAt: null } },
    ],
    [`DELETE /api/admin/api-keys/${courier._id}`]: [200, { apiKey: { ...courier, revokedAt: "2026-11-27T10:00:00Z" } }],
  });
  return { ...api, ...openComponent(ApiKeysTab) };
}

describe("the owner's API keys tab", () => {
  it("lists each key with its scopes and last use, never the key", async () => {
    openKeys();
    const row = within(await screen.findByRole("listitem", { name: "Courier sync" }));
    expect(row.getByText("Scopes: orders:read")).toBeInTheDocument();
    expect(row.getByText(/Last used: 26 Nov 2026, 2:45 pm IST/)).toBeInTheDocument();
    expect(row.getByText("vayu_live_0123456789abcdef_…")).toBeInTheDocument();
  });

  it("makes a key with the ticked scopes and shows it once", async () => {
    const { user, writes } = openKeys([]);
    const form = within(await screen.findByRole("form", { name: "New API key" }));
    await user.type(form.getByLabelText("Name"), "Stock feed");
    await user.click(form.getByLabelText(/\(catalog:read\)/));
    await user.click(form.getByLabelText(/\(stock:write\)/));
    await user.click(form.getByRole("button", { name: /Create key/ }));
    expect(await screen.findByRole("status", { name: "API key" })).toHaveTextContent(NEW_KEY);
    expect(screen.getByText(/only time the key is shown/)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: "POST", path: "/api/admin/api-keys", body: { name: "Stock feed", scopes: ["catalog:read", "stock:write"] } }]);

    await user.click(screen.getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByText(NEW_KEY)).not.toBeInTheDocument();
  });

  it("asks for a scope before sending a key without one", async () => {
    const { user, writes } = openKeys([]);
    const form = within(await screen.findByRole("form", { name: "New API key" }));
    await user.type(form.getByLabelText("Name"), "Nothing yet");
    await user.click(form.getByRole("button", { name: /Create key/ }));
    expect(await form.findByText("scopes must name at least one scope")).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("revokes a key after asking", async () => {
    const { user, writes } = openKeys();
    vi.stubGlobal("confirm", () => true);
    try {
      const row = within(await screen.findByRole("listitem", { name: "Courier sync" }));
      await user.click(row.getByRole("button", { name: "Revoke" }));
      expect(await screen.findByText("Revoked: Courier sync.")).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(writes()).toEqual([{ method: "DELETE", path: `/api/admin/api-keys/${courier._id}` }]);
  });
});
