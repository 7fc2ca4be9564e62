import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import { messages } from "@vayu/shared/messages";
import type {
  MyQuestionsResponseType,
  QuestionResponseType,
  QuestionsResponseType,
  StaffQuestionResponseType,
  StaffQuestionsResponseType,
} from "@vayu/shared/questions";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { createProduct, createUser } from "../../test/factories";
import { deliveredOrder } from "../../demo/reviews";
import { users } from "../accounts/tables";
import { ASK_LIMIT } from "./routes";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp({}, { staff: { name: "Store Staff" } });
});
afterAll(() => t.close());

type Product = Awaited<ReturnType<typeof createProduct>>;
type Auth = { authorization: string };

const place = { name: "Asha Verma", city: "Bengaluru", state: "Karnataka", zipCode: "560001" };

async function buyer(product: Product, name = "Ravi Kumar") {
  const shopper = await createUser(t.db, t.config.jwtSecret, { name });
  await deliveredOrder(t.db, shopper.user.id, product, new Date(Date.now() - 10 * 86_400_000), place);
  return shopper;
}

const ask = (productId: string, auth: Auth | undefined, text: unknown = "Does it run on an inverter at night?") =>
  t.app.inject({ method: "POST", url: `/api/product/${productId}/questions`, headers: auth, payload: { text } });
const answer = (productId: string, questionId: string, auth: Auth, text = "Yes, it draws about 180 W on high.") =>
  t.app.inject({ method: "POST", url: `/api/product/${productId}/questions/${questionId}/answers`, headers: auth, payload: { text } });
const list = async (productId: string, query = "") => {
  const response = await t.app.inject({ method: "GET", url: `/api/product/${productId}/questions${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<QuestionsResponseType>();
};
const asked = async (productId: string, auth: Auth, text?: string) => {
  const response = await ask(productId, auth, text);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QuestionResponseType>().question;
};
const moderate = (path: string, payload: object, auth: Auth = t.staff.auth) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/questions/${path}`, headers: auth, payload });
const answerMailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);

describe("asking", () => {
  it("needs a login (401), and names `text` when it is too short or too long (400)", async () => {
    const product = await createProduct(t.db);
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const anonymous = await ask(product.id, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Please log in to continue.");

    const short = await ask(product.id, shopper.auth, "  Quiet?   ");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: "text", message: messages.questions.tooShort });
    const long = await ask(product.id, shopper.auth, "x".repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: "text", message: messages.questions.tooLong });
    expect((await ask(product.id, shopper.auth, 42)).json()).toMatchObject({ field: "text" });
  });

  it("posts a trimmed question at once, shown with the asker's first name and initial; a repeat is refused (409)", async () => {
    const product = await createProduct(t.db);
    const priya = await createUser(t.db, t.config.jwtSecret, { name: "Priya Sharma" });
    const question = await asked(product.id, priya.auth, "  Does it come with a remote control?  ");
    expect(question).toMatchObject({ text: "Does it come with a remote control?", author: "Priya S.", pinned: false, answers: [] });
    expect((await list(product.id)).data.map((q) => q.text)).toEqual(["Does it come with a remote control?"]);

    const repeat = await ask(product.id, priya.auth, "does it come with a  REMOTE control?");
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe(messages.questions.duplicate);
    // Another shopper may ask the same; so may Priya about another product.
    expect((await ask(product.id, t.shopper.auth, "Does it come with a remote control?")).statusCode).toBe(201);
    expect((await ask((await createProduct(t.db)).id, priya.auth, "Does it come with a remote control?")).statusCode).toBe(201);
  });

  it("answers 404 for a product that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await ask(missing, t.shopper.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/product/${missing}/questions` })).statusCode).toBe(404);
  });

  it(`allows ${ASK_LIMIT.max} questions an hour per account, then 429`, async () => {
    const product = await createProduct(t.db);
    const busy = await createUser(t.db, t.config.jwtSecret);
    for (let n = 1; n <= ASK_LIMIT.max; n++) await asked(product.id, busy.auth, `Question number ${n} about the motor`);
    const refused = await ask(product.id, busy.auth, "One question too many about the motor");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    // Another account is not held back.
    expect((await ask(product.id, t.shopper.auth, "Is the motor copper wound?")).statusCode).toBe(201);
  });
});

describe("answering", () => {
  it("lets a verified buyer answer, marked as a buyer, and e-mails the asker", async () => {
    const product = await createProduct(t.db, { title: "Desert Air Cooler 70L" });
    const asker = await createUser(t.db, t.config.jwtSecret, { name: "Neha Gupta" });
    const question = await asked(product.id, asker.auth, "How long does the tank last on high speed?");
    const ravi = await buyer(product);
    expect((await t.app.inject({ url: `/api/product/${product.id}/questions/mine`, headers: ravi.auth })).json<MyQuestionsResponseType>()).toEqual({ canAnswer: true });

    const response = await answer(product.id, question._id, ravi.auth, "About seven hours on high in Delhi's June.");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<QuestionResponseType>().question.answers).toEqual([
      expect.objectContaining({ text: "About seven hours on high in Delhi's June.", author: "Ravi K.", kind: "buyer" }),
    ]);
    const [mail] = answerMailsTo(asker.user.email);
    expect(mail!.subject).toBe("Your question about Desert Air Cooler 70L has an answer");
    expect(mail!.text).toContain("Ravi K. answered your question about Desert Air Cooler 70L.");
    expect(mail!.text).toContain("About seven hours on high in Delhi's June.");
    expect(mail!.links).toEqual([`http://shop.test/product/${product.id}#questions`]);
  });

  it("refuses a shopper who has not received the product (403); staff answer as the store", async () => {
    const product = await createProduct(t.db);
    const asker = await createUser(t.db, t.config.jwtSecret);
    const question = await asked(product.id, asker.auth, "Is installation included in the price?");
    const stranger = await createUser(t.db, t.config.jwtSecret);
    expect((await t.app.inject({ url: `/api/product/${product.id}/questions/mine`, headers: stranger.auth })).json()).toEqual({ canAnswer: false });
    const refused = await answer(product.id, question._id, stranger.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.questions.notAllowedToAnswer);

    const staff = await answer(product.id, question._id, t.staff.auth, "Yes: our technician installs it free within 48 hours.");
    expect(staff.statusCode).toBe(201);
    expect((await list(product.id)).data[0]!.answers).toEqual([
      expect.objectContaining({ kind: "staff", author: "Vayu Home Appliances" }),
    ]);
  });

  it("writes the asker's mail in Hindi when their account is in Hindi, and does not mail an asker answering themselves", async () => {
    const product = await createProduct(t.db, { title: "Inverter Ceiling Fan 1200mm" });
    const asker = await buyer(product, "Sunita Devi");
    await t.db.update(users).set({ locale: "hi" }).where(eq(users.id, asker.user.id));
    const question = await asked(product.id, asker.auth, "Does the remote work from across the room?");
    expect((await answer(product.id, question._id, asker.auth, "Update: yes, it works from eight metres.")).statusCode).toBe(201);
    expect(answerMailsTo(asker.user.email)).toHaveLength(0);

    expect((await answer(product.id, question._id, t.staff.auth, "Yes, up to about ten metres in a straight line.")).statusCode).toBe(201);
    const [mail] = answerMailsTo(asker.user.email);
    expect(mail!.subject).toBe("Inverter Ceiling Fan 1200mm के बारे में आपके सवाल का जवाब आ गया है");
    expect(mail!.links).toEqual([`http://shop.test/hi/product/${product.id}#questions`]);
  });
});

describe("staff moderation", () => {
  it("pins a question to the top, hides a question and an answer, each audited", async () => {
    const product = await createProduct(t.db);
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const first = await asked(product.id, shopper.auth, "Which wall bracket does it need?");
    const second = await asked(product.id, shopper.auth, "Can it be used without a stabiliser?");
    expect((await list(product.id)).data.map((q) => q._id)).toEqual([second._id, first._id]);

    const pinned = await moderate(first._id, { pinned: true });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json<StaffQuestionResponseType>().question).toMatchObject({ pinned: true, hidden: false });
    expect((await list(product.id)).data.map((q) => q._id)).toEqual([first._id, second._id]);

    expect((await moderate(second._id, { hidden: true })).statusCode).toBe(200);
    expect((await list(product.id)).data.map((q) => q._id)).toEqual([first._id]);
    const hiddenList = await t.app.inject({ url: "/api/admin/questions?status=hidden", headers: t.staff.auth });
    expect(hiddenList.json<StaffQuestionsResponseType>().questions.map((q) => q._id)).toContain(second._id);

    const answered = (await answer(product.id, first._id, t.staff.auth, "The bracket in the box fits any wall.")).json<QuestionResponseType>();
    const answerId = answered.question.answers[0]!._id;
    const hidden = await moderate(`${first._id}/answers/${answerId}`, { hidden: true });
    expect(hidden.json<StaffQuestionResponseType>().question.answers[0]).toMatchObject({ hidden: true, authorName: "Store Staff" });
    expect((await list(product.id)).data[0]!.answers).toEqual([]);

    const log = async (entity: string, id: string) =>
      (await t.app.inject({ url: `/api/admin/audit?entity=${entity}&entityId=${id}`, headers: t.staff.auth })).json<AuditResponseType>().entries;
    expect((await log("question", second._id))[0]).toMatchObject({ action: "hide", actor: { name: "Store Staff" } });
    expect((await log("question", first._id))[0]).toMatchObject({ action: "pin" });
    expect((await log("answer", answerId))[0]).toMatchObject({ action: "hide", before: { hidden: false }, after: { hidden: true } });
  });

  it("refuses a shopper (403), and a hidden question cannot be answered (404)", async () => {
    const product = await createProduct(t.db);
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const question = await asked(product.id, shopper.auth, "Is the body rust proof plastic?");
    expect((await moderate(question._id, { pinned: true }, shopper.auth)).statusCode).toBe(403);
    expect((await moderate(question._id, {})).json()).toMatchObject({ field: "hidden" });
    await moderate(question._id, { hidden: true });
    const refused = await answer(product.id, question._id, t.staff.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.questions.notFound);
  });
});
