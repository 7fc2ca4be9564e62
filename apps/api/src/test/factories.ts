import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../domains/accounts/tables";
import { startSession, type SessionClient } from "../domains/accounts/sessions";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "../domains/accounts/tokens";
import { categories, products, subcategories } from "../domains/catalog/tables";
import { sampleShopper, uniqueEmail } from "@vayu/shared/testing";

export { sampleAddress, sampleContactEnquiry, sampleDealerEnquiry } from "@vayu/shared/testing";

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Cheap argon2id settings: tests need real hashes, not slow ones. */
export const fastHash = (password: string) => hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });

const TEST_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A token of a new session of `user`, as a login from `client` would give (docs/decisions/225-sessions-that-end.md). */
export async function signInAs(
  db: Db,
  jwtSecret: string,
  user: { id: string; tokenVersion: number },
  client: SessionClient,
  { mfa = false }: { mfa?: boolean } = {},
) {
  const sessionId = await startSession(db, user.id, client, new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000));
  const token = await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion, sessionId, mfa }, jwtSecret);
  return { token, sessionId, auth: { authorization: `Bearer ${token}` } };
}

export async function createUser(
  db: Db,
  jwtSecret: string,
  overrides: {
    name?: string;
    email?: string;
    password?: string;
    role?: "shopper" | "admin" | "owner" | "catalog_editor";
    /** Whether a staff token proves the second factor (default: yes, as after POST /auth/mfa). */
    mfa?: boolean;
  } = {},
) {
  const password = overrides.password ?? sampleShopper.password;
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  const [inserted] = await db
    .insert(users)
    .values({
      name: overrides.name ?? "Asha Verma",
      email,
      passwordHash: await fastHash(password),
      role: overrides.role ?? "shopper",
    })
    .returning();
  // An e-mail account: its address is there (phone accounts have none, docs/decisions/295-mobile-number-login.md).
  const user = { ...inserted!, email, passwordHash: inserted!.passwordHash ?? "" };
  // Staff tokens prove the second factor, as a login through POST /auth/mfa does (docs/decisions/230-staff-second-factor.md).
  const mfa = overrides.mfa ?? user.role !== "shopper";
  const { token, sessionId } = await signInAs(db, jwtSecret, user, { userAgent: TEST_USER_AGENT, clientAddress: "127.0.0.1" }, { mfa });
  return { user, token, sessionId, password, auth: { authorization: `Bearer ${token}` } };
}

export async function createCategory(db: Db, name = `Category ${next()}`) {
  const [category] = await db.insert(categories).values({ name, image: "/uploads/test-category.webp" }).returning();
  const [subcategory] = await db
    .insert(subcategories)
    .values({ categoryId: category!.id, name: `${name} Sub`, image: "/uploads/test-sub.webp" })
    .returning();
  return { category: category!, subcategory: subcategory! };
}

export async function createProduct(
  db: Db,
  overrides: Partial<typeof products.$inferInsert> & { categoryId?: string; subcategoryId?: string } = {},
) {
  let { categoryId, subcategoryId } = overrides;
  if (!categoryId || !subcategoryId) {
    const created = await createCategory(db);
    categoryId = created.category.id;
    subcategoryId = created.subcategory.id;
  }
  const [product] = await db
    .insert(products)
    .values({
      title: `Test Cooler ${next()}`,
      description: "A test product.",
      pricePaise: 999_900,
      stock: 10,
      images: ["/uploads/test-product.webp"],
      hsn: "84796000",
      ...overrides,
      categoryId,
      subcategoryId,
    })
    .returning();
  return product!;
}

export async function productStock(db: Db, productId: string) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}
