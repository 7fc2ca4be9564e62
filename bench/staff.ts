// The benches' staff member: the store makes the account at start from ADMIN_* (with its
// authenticator secret), and the bench signs in as staff do, password then code
// (docs/decisions/230-staff-second-factor.md).
import { setTimeout as sleep } from "node:timers/promises";
import { generate } from "otplib";
import type { LoginResponseType } from "@vayu/shared/accounts";
import type { CategoryType } from "@vayu/shared/catalog";
import type { StaffProductResponseType } from "@vayu/shared/staff-catalog";
import type { MfaRequiredResponseType } from "@vayu/shared/staff-mfa";
import { messageOf, type Traffic } from "./traffic";

const STAFF = {
  email: "staff@bench.example.in",
  password: "bench-staff-password-1",
  totpSecret: "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU",
};

/** The environment that makes a store create the bench's staff account, second factor on. */
export const staffEnv = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, ADMIN_TOTP_SECRET: STAFF.totpSecret };

/** An answer's JSON, or an error naming the call when it is not a 2xx. */
export async function json<T>(http: Traffic, label: string, method: string, urlPath: string, options: Parameters<Traffic["send"]>[3] = {}): Promise<T> {
  const answer = await http.send(label, method, urlPath, options);
  if (answer.status < 200 || answer.status > 299) throw new Error(`${label}: ${messageOf(answer)}`);
  return answer.json as T;
}

const tokens = new WeakMap<Traffic, Promise<string>>();

/** A staff token through `http`, signed in once per `http`: a code is taken once in its 30-second step. */
export function staffToken(http: Traffic): Promise<string> {
  let token = tokens.get(http);
  if (!token) {
    token = signIn(http);
    tokens.set(http, token);
  }
  return token;
}

async function signIn(http: Traffic): Promise<string> {
  const { mfaToken } = await json<MfaRequiredResponseType>(http, "staff login", "POST", "/api/auth/login", {
    body: { email: STAFF.email, password: STAFF.password },
  });
  for (let attempt = 0; ; attempt++) {
    const code = await generate({ secret: STAFF.totpSecret });
    const answer = await http.send("staff code", "POST", "/api/auth/mfa", { body: { mfaToken, code } });
    if (answer.status === 200) return (answer.json as LoginResponseType).accessToken;
    // The code was used in this step already (another bench's login): the next step's is new.
    if (attempt > 0 || answer.status !== 401) throw new Error(`staff code: ${messageOf(answer)}`);
    await sleep(30_000 - (Date.now() % 30_000) + 250);
  }
}

/** A product made by staff through the API, in the first category of the demo store that has subcategories. */
export async function staffProduct(http: Traffic, product: { title: string; price: number; stock: number; hsn: string }): Promise<string> {
  const token = await staffToken(http);
  const { categories } = await json<{ categories: CategoryType[] }>(http, "categories", "GET", "/api/category/categoryandsubcategpry");
  const category = categories.find((c) => c.subcategories.length > 0);
  if (!category) throw new Error("the demo store has no subcategory to put a product in");
  const body = { ...product, categoryId: category._id, subcategoryId: category.subcategories[0]!._id };
  return (await json<StaffProductResponseType>(http, "create product", "POST", "/api/admin/products", { token, body })).product._id;
}
