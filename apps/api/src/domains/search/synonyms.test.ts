import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SearchResponseType, SearchSynonymsResponseType, SearchSynonymType, SuggestResponseType } from "@vayu/shared/search";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { insertDemoCatalog } from "../../demo/search-catalog";
import { searchSynonyms } from "./tables";

// Staff-edited synonyms (docs/decisions/314-hindi-search.md).

let t: TestApp;
let other: TestApp;
let staff: { auth: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  // A second API server on the same database: it hears changes as the store's other processes do.
  other = await createTestApp({}, { database: t.database });
  await insertDemoCatalog(t.db);
  staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const url = "/api/admin/search/synonyms";

async function search(app: TestApp, q: string) {
  const response = await app.app.inject({ method: "GET", url: "/api/search", query: { q, limit: "48" } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponseType>();
}

async function suggestTitles(q: string) {
  const response = await t.app.inject({ method: "GET", url: "/api/search/suggest", query: { q } });
  return response.json<SuggestResponseType>().products.map((p) => p.title);
}

const write = (method: "POST" | "PATCH" | "DELETE", path: string, payload?: object) =>
  t.app.inject({ method, url: `${url}${path}`, headers: staff.auth, ...(payload ? { payload } : {}) });

describe("search synonyms", () => {
  it("ships ADR 100's synonyms and Hindi and Hinglish ones, listed in order", async () => {
    const response = await t.app.inject({ method: "GET", url, headers: staff.auth });
    expect(response.statusCode).toBe(200);
    const { synonyms } = response.json<SearchSynonymsResponseType>();
    const byTerm = new Map(synonyms.map((s) => [s.term, s.alternatives]));
    expect(byTerm.get("mixie")).toEqual(["mixer"]);
    expect(byTerm.get("pankha")).toEqual(["fan"]);
    expect(byTerm.get("कूलर")).toEqual(["cooler"]);
    expect(byTerm.get("मिक्सर ग्राइंडर")).toEqual(["mixer grinder"]);
    expect(byTerm.get("टीवी")).toEqual(["tv", "tvs", "television"]);
    const terms = synonyms.map((s) => s.term);
    expect(terms).toEqual([...terms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("are for staff only: not shoppers, not catalog editors", async () => {
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const shopper = await createUser(t.db, t.config.jwtSecret);
    expect((await t.app.inject({ method: "GET", url, headers: shopper.auth })).statusCode).toBe(403);
    const editor = await createUser(t.db, t.config.jwtSecret, { role: "catalog_editor" });
    expect((await t.app.inject({ method: "GET", url, headers: editor.auth })).statusCode).toBe(403);
    const post = await t.app.inject({ method: "POST", url, headers: editor.auth, payload: { term: "x", alternatives: ["y"] } });
    expect(post.statusCode).toBe(403);
  });

  it("added, edited and deleted, each audited, and searched at once here and soon on every server", async () => {
    expect((await search(t, "शीतलक")).total).toBe(0);
    const created = await write("POST", "", { term: "  शीतलक ", alternatives: ["Cooler", "cooler"] });
    expect(created.statusCode, created.body).toBe(201);
    const synonym = created.json<{ synonym: SearchSynonymType }>().synonym;
    expect(synonym).toMatchObject({ term: "शीतलक", alternatives: ["cooler"] });
    const coolers = (await search(t, "cooler")).total;
    expect((await search(t, "शीतलक")).total).toBe(coolers);
    expect((await search(t, "शितलक")).total, "folded as queries are").toBe(coolers);
    await vi.waitFor(async () => expect((await search(other, "शीतलक")).total).toBe(coolers));

    const edited = await write("PATCH", `/${synonym._id}`, { alternatives: ["juicer"] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search(t, "शीतलक")).data.every((p) => p.title.includes("Juicer"))).toBe(true);
    await vi.waitFor(async () =>
      expect((await search(other, "शीतलक")).data.every((p) => p.title.includes("Juicer"))).toBe(true),
    );

    const deleted = await write("DELETE", `/${synonym._id}`);
    expect(deleted.json()).toEqual({ message: "Synonym deleted." });
    expect((await search(t, "शीतलक")).total).toBe(0);
    await vi.waitFor(async () => expect((await search(other, "शीतलक")).total).toBe(0));
    expect((await write("DELETE", `/${synonym._id}`)).statusCode).toBe(404);

    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?entity=search-synonym&entityId=${synonym._id}`,
      headers: staff.auth,
    });
    expect(audit.json<{ entries: { action: string }[] }>().entries.map((e) => e.action).sort()).toEqual([
      "create",
      "delete",
      "update",
    ]);
  });

  it("drop cached suggestions when they change", async () => {
    expect(await suggestTitles("zorblax")).toEqual([]);
    const created = await write("POST", "", { term: "zorblax", alternatives: ["juicer"] });
    const { _id } = created.json<{ synonym: SearchSynonymType }>().synonym;
    try {
      expect((await suggestTitles("zorblax")).every((title) => title.includes("Juicer"))).toBe(true);
      expect(await suggestTitles("zorblax")).not.toEqual([]);
    } finally {
      await write("DELETE", `/${_id}`);
    }
    expect(await suggestTitles("zorblax")).toEqual([]);
  });

  it("match a phrase term as a whole, and alternatives of several words", async () => {
    const created = await write("POST", "", { term: "रसोई का साथी", alternatives: ["mixer grinder", "juicer mixer"] });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = created.json<{ synonym: SearchSynonymType }>().synonym;
    try {
      expect((await search(t, "रसोई का साथी")).total).toBe((await search(t, "mixer grinder")).total);
    } finally {
      await write("DELETE", `/${_id}`);
    }
  });

  it("are heard when written straight to the database too", async () => {
    const [row] = await t.db.insert(searchSynonyms).values({ term: "qwertyfan", alternatives: ["fan"] }).returning();
    try {
      await vi.waitFor(async () => expect((await search(t, "qwertyfan")).total).toBeGreaterThan(0));
    } finally {
      await t.db.delete(searchSynonyms).where(eq(searchSynonyms.id, row!.id));
    }
  });

  it("refuse a term twice, bad input naming the field, and an unknown id", async () => {
    const taken = await write("POST", "", { term: "Pankha", alternatives: ["fan"] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: "term" });
    for (const [payload, field] of [
      [{ alternatives: ["fan"] }, "term"],
      [{ term: "", alternatives: ["fan"] }, "term"],
      [{ term: "...", alternatives: ["fan"] }, "term"],
      [{ term: "x".repeat(61), alternatives: ["fan"] }, "term"],
      [{ term: "hawa", alternatives: [] }, "alternatives"],
      [{ term: "hawa", alternatives: Array.from({ length: 11 }, (_, i) => `w${i}`) }, "alternatives"],
    ] as const) {
      const response = await write("POST", "", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect((await write("PATCH", "/00000000-0000-4000-8000-000000000000", { term: "hawa" })).statusCode).toBe(404);
    const [pankha] = await t.db.select().from(searchSynonyms).where(eq(searchSynonyms.term, "pankha"));
    expect((await write("PATCH", `/${pankha!.id}`, {})).statusCode).toBe(400);
    expect((await write("PATCH", `/${pankha!.id}`, { term: "mixi" })).statusCode).toBe(409);
  });
});
