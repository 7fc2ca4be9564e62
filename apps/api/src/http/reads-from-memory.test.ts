import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createCategory, createProduct, createUser } from "../test/factories";
import { ReadsFromMemory } from "./reads-from-memory";

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** What differs between two sends of one answer, or is the connection's rather than the answer's. */
const OF_THE_MOMENT = ["date", "connection", "keep-alive", "transfer-encoding"];
const answerOf = (status: number, headers: Record<string, unknown>, body: Buffer): Answer => ({
  status,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !OF_THE_MOMENT.includes(name))),
  body,
});

describe("public reads answered from memory before Fastify (docs/decisions/205-honest-api-bench.md)", () => {
  let t: TestApp;
  let base: string;
  let url: string;
  const answered = vi.spyOn(ReadsFromMemory.prototype, "answer");
  const lastAnsweredFromMemory = () => answered.mock.results.at(-1)?.value as boolean;

  beforeAll(async () => {
    t = await createTestApp();
    const { category, subcategory } = await createCategory(t.db, "Air Coolers");
    for (let i = 0; i < 4; i++) {
      await createProduct(t.db, { categoryId: category.id, subcategoryId: subcategory.id, title: `Vayu Arctic ${i} 40 L Cooler` });
    }
    url = `/api/product/category/${category.id}`;
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    // The files of a worker share their imports (vitest.config.ts): the next file gets the class as it was.
    answered.mockRestore();
    await t.close();
  });

  /** Through the listening server, as a browser's request comes: memory may answer it. */
  const overHttp = (method: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      request(`${base}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks))));
      })
        .on("error", reject)
        .end();
    });
  /** Through Fastify's own path, always. */
  const throughFastify = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: "GET", url, headers });
    return answerOf(response.statusCode, response.headers, response.rawPayload);
  };

  const codings: Record<string, string>[] = [{}, { "accept-encoding": "br" }, { "accept-encoding": "gzip, deflate, br;q=0" }];
  it.each(codings)(
    "sends what Fastify sends for a kept answer, to the byte and header, and as a 304 (%j)",
    async (headers) => {
      await throughFastify(headers);
      const fromFastify = await throughFastify(headers);
      expect(await overHttp("GET", headers)).toEqual(fromFastify);
      expect(lastAnsweredFromMemory()).toBe(true);
      expect(fromFastify.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");

      const revalidate = { ...headers, "if-none-match": String(fromFastify.headers.etag) };
      const unchanged = await overHttp("GET", revalidate);
      expect(lastAnsweredFromMemory()).toBe(true);
      expect(unchanged.status).toBe(304);
      expect(unchanged).toEqual(await throughFastify(revalidate));
    },
  );

  it("leaves to Fastify a HEAD, a coding not made yet, and what a write dropped", async () => {
    await throughFastify();
    await overHttp("HEAD");
    expect(lastAnsweredFromMemory()).toBe(false);

    const product = await createProduct(t.db, { title: "Vayu Frost Cooler" });
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const edit = await t.app.inject({ method: "PATCH", url: `/api/admin/products/${product.id}`, headers: staff.auth, payload: { price: 8499 } });
    expect(edit.statusCode).toBe(200);
    await overHttp("GET");
    expect(lastAnsweredFromMemory()).toBe(false);
    await overHttp("GET");
    expect(lastAnsweredFromMemory()).toBe(true);
    await overHttp("GET", { "accept-encoding": "br" });
    expect(lastAnsweredFromMemory()).toBe(false);
    expect((await overHttp("GET", { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    expect(lastAnsweredFromMemory()).toBe(true);
  });
});
