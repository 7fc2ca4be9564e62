import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { messages } from "@vayu/shared/messages";
import {
  QUESTIONS_PAGE_SIZE,
  STAFF_QUESTIONS_PAGE_SIZE,
  type AnswerKind,
  type AnswerType,
  type QuestionsQueryType,
  type QuestionsResponseType,
  type QuestionType,
  type StaffAnswerType,
  type StaffQuestionsQueryType,
  type StaffQuestionsResponseType,
  type StaffQuestionType,
} from "@vayu/shared/questions";
import type { Db, DbOrTx } from "../../db/client";
import { conflict, forbidden, notFound } from "../../http/errors";
import { mailLanguage } from "../../mail/language";
import type { Mailer } from "../../mail/outbox";
import { audit } from "../../audit/audit";
import { userContacts } from "../accounts/index";
import { productTitles } from "../catalog/index";
import { authorName, hasReceived } from "../reviews/index";
import { currentMailStore, getSettings } from "../settings/index";
import { answeredEmail } from "./mail";
import { answers, questions } from "./tables";

type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;

/** The product's title, or 404 when there is no such product. */
async function productTitle(db: DbOrTx, productId: string): Promise<string> {
  const title = (await productTitles(db, [productId])).get(productId);
  if (title === undefined) throw notFound(messages.catalog.productNotFound);
  return title;
}

/** The people behind the rows, by id: names for the page, e-mail and language for the asker's mail. */
async function peopleOf(db: DbOrTx, ids: readonly string[]) {
  return new Map((await userContacts(db, ids)).map((person) => [person._id, person]));
}

async function answersOf(db: DbOrTx, questionIds: readonly string[], visibleOnly: boolean): Promise<AnswerRow[]> {
  if (questionIds.length === 0) return [];
  const where = and(inArray(answers.questionId, [...questionIds]), visibleOnly ? eq(answers.hidden, false) : undefined);
  return db.select().from(answers).where(where).orderBy(asc(answers.createdAt), asc(answers.id));
}

/** Staff answer as the store, not as one employee; a buyer as "Priya S.". */
function answerAuthor(row: AnswerRow, fullName: string, storeName: string): string {
  return row.kind === "staff" ? storeName : authorName(fullName);
}

/** Questions with their answers, shaped once for the shoppers' list and once for staff's. */
async function withAnswers(db: DbOrTx, rows: QuestionRow[], visibleOnly: boolean) {
  const answerRows = await answersOf(db, rows.map((row) => row.id), visibleOnly);
  const [people, { storeName }] = await Promise.all([
    peopleOf(db, [...rows.map((row) => row.askerId), ...answerRows.map((row) => row.authorId)]),
    getSettings(db),
  ]);
  const nameOf = (id: string) => people.get(id)?.name ?? "";
  const toAnswer = (row: AnswerRow): AnswerType => ({
    _id: row.id,
    text: row.text,
    author: answerAuthor(row, nameOf(row.authorId), storeName),
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  });
  const toQuestion = (row: QuestionRow) => ({
    _id: row.id,
    productId: row.productId,
    text: row.text,
    author: authorName(nameOf(row.askerId)),
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
  });
  return { answerRows, people, toAnswer, toQuestion, nameOf };
}

/** One page of a product's visible questions, pinned first then newest, each with its visible answers. */
export async function listQuestions(
  db: DbOrTx,
  productId: string,
  query: QuestionsQueryType,
): Promise<QuestionsResponseType> {
  await productTitle(db, productId);
  const visible = and(eq(questions.productId, productId), eq(questions.hidden, false));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(visible)
      .orderBy(desc(questions.pinned), desc(questions.createdAt), desc(questions.id))
      .limit(QUESTIONS_PAGE_SIZE)
      .offset((query.page - 1) * QUESTIONS_PAGE_SIZE),
    db.select({ n: count() }).from(questions).where(visible),
  ]);
  const shaped = await withAnswers(db, rows, true);
  return {
    data: rows.map((row): QuestionType => ({
      ...shaped.toQuestion(row),
      answers: shaped.answerRows.filter((a) => a.questionId === row.id).map(shaped.toAnswer),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: QUESTIONS_PAGE_SIZE,
  };
}

export interface Answerer {
  id: string;
  staff: boolean;
}

/** What an account answers as: staff, a verified buyer of the product, or nothing (it may not answer). */
async function answerKindOf(db: DbOrTx, who: Answerer, productId: string): Promise<AnswerKind | null> {
  if (who.staff) return "staff";
  return (await hasReceived(db, who.id, productId)) ? "buyer" : null;
}

export async function mayAnswer(db: DbOrTx, who: Answerer, productId: string): Promise<boolean> {
  await productTitle(db, productId);
  return (await answerKindOf(db, who, productId)) !== null;
}

/** Spaces and case do not make a question new: "Is it  quiet?" repeats "is it quiet?". */
const sameText = (text: string): SQL =>
  sql`lower(regexp_replace(${questions.text}, '\\s+', ' ', 'g')) = lower(regexp_replace(${text}, '\\s+', ' ', 'g'))`;

async function questionById(db: DbOrTx, productId: string, questionId: string, visibleOnly: boolean): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.productId, productId), visibleOnly ? eq(questions.hidden, false) : undefined));
  if (!row) throw notFound(messages.questions.notFound);
  return row;
}

async function publicQuestion(db: DbOrTx, row: QuestionRow): Promise<QuestionType> {
  const shaped = await withAnswers(db, [row], true);
  return { ...shaped.toQuestion(row), answers: shaped.answerRows.map(shaped.toAnswer) };
}

/** A signed-in shopper asks; the same question twice about one product is refused (409). */
export async function askQuestion(db: Db, askerId: string, productId: string, text: string): Promise<QuestionType> {
  return db.transaction(async (tx) => {
    await productTitle(tx, productId);
    const [repeat] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.productId, productId), eq(questions.askerId, askerId), sameText(text)))
      .limit(1);
    if (repeat) throw conflict(messages.questions.duplicate);
    const [row] = await tx.insert(questions).values({ productId, askerId, text }).returning();
    return publicQuestion(tx, row!);
  });
}

export interface AnswerDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Staff or a verified buyer answers a visible question; the asker is e-mailed in their account's
 * language (docs/decisions/322-hindi-messages.md) unless they answered themselves. Mail leaves after the commit.
 */
export async function answerQuestion(
  deps: AnswerDeps,
  who: Answerer,
  productId: string,
  questionId: string,
  text: string,
): Promise<QuestionType> {
  const { question, queued } = await deps.db.transaction(async (tx) => {
    const title = await productTitle(tx, productId);
    const row = await questionById(tx, productId, questionId, true);
    const kind = await answerKindOf(tx, who, productId);
    if (!kind) throw forbidden(messages.questions.notAllowedToAnswer);
    const [answer] = await tx.insert(answers).values({ questionId, authorId: who.id, kind, text }).returning();
    const asker = (await peopleOf(tx, [row.askerId])).get(row.askerId);
    const tellAsker = asker && asker.email !== "" && row.askerId !== who.id;
    const store = await currentMailStore(tx);
    const language = mailLanguage(asker?.locale);
    const queued = tellAsker
      ? await deps.mailer.enqueue(tx, [
          answeredEmail({
            to: asker.email,
            name: asker.name,
            productTitle: title,
            question: row.text,
            answer: answer!.text,
            answeredBy: kind === "staff" ? store.storeName : authorName((await peopleOf(tx, [who.id])).get(who.id)?.name ?? ""),
            productUrl: language.url(deps.publicUrl, `/product/${productId}#questions`),
            store,
            language,
          }),
        ])
      : undefined;
    return { question: await publicQuestion(tx, row), queued };
  });
  if (queued) await deps.mailer.deliver(queued);
  return question;
}

function staffWhere(status: StaffQuestionsQueryType["status"]): SQL | undefined {
  return status === "all" ? undefined : eq(questions.hidden, status === "hidden");
}

async function toStaffQuestions(db: DbOrTx, rows: QuestionRow[]): Promise<StaffQuestionType[]> {
  const shaped = await withAnswers(db, rows, false);
  const titles = await productTitles(db, rows.map((row) => row.productId));
  return rows.map((row) => ({
    ...shaped.toQuestion(row),
    hidden: row.hidden,
    product: { _id: row.productId, title: titles.get(row.productId) ?? "" },
    askerEmail: shaped.people.get(row.askerId)?.email ?? "",
    answers: shaped.answerRows
      .filter((a) => a.questionId === row.id)
      .map((a): StaffAnswerType => ({ ...shaped.toAnswer(a), hidden: a.hidden, authorName: shaped.nameOf(a.authorId) })),
  }));
}

/** Staff's list, newest first: all, or only the visible or hidden questions, with every answer. */
export async function listStaffQuestions(db: DbOrTx, query: StaffQuestionsQueryType): Promise<StaffQuestionsResponseType> {
  const where = staffWhere(query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(STAFF_QUESTIONS_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_QUESTIONS_PAGE_SIZE),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { questions: await toStaffQuestions(db, rows), total: total?.n ?? 0, page: query.page, pageSize: STAFF_QUESTIONS_PAGE_SIZE };
}

async function staffQuestion(db: DbOrTx, questionId: string): Promise<StaffQuestionType> {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
  if (!row) throw notFound(messages.questions.notFound);
  return (await toStaffQuestions(db, [row]))[0]!;
}

/** Staff hide, show, pin or unpin a question: audited in the same transaction. */
export async function moderateQuestion(
  db: Db,
  actorId: string,
  questionId: string,
  change: { hidden?: boolean; pinned?: boolean },
): Promise<StaffQuestionType> {
  return db.transaction(async (tx) => {
    const before = await staffQuestion(tx, questionId);
    await tx.update(questions).set(change).where(eq(questions.id, questionId));
    const after = await staffQuestion(tx, questionId);
    const action = change.hidden !== undefined ? (change.hidden ? "hide" : "show") : change.pinned ? "pin" : "unpin";
    await audit(tx, { actorId, action, entity: "question", entityId: questionId, before, after });
    return after;
  });
}

/** Staff hide or show one answer of a question: audited. */
export async function moderateAnswer(
  db: Db,
  actorId: string,
  questionId: string,
  answerId: string,
  hidden: boolean,
): Promise<StaffQuestionType> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: answers.id, hidden: answers.hidden })
      .from(answers)
      .where(and(eq(answers.id, answerId), eq(answers.questionId, questionId)));
    if (!found) throw notFound(messages.questions.answerNotFound);
    await tx.update(answers).set({ hidden }).where(eq(answers.id, answerId));
    await audit(tx, {
      actorId,
      action: hidden ? "hide" : "show",
      entity: "answer",
      entityId: answerId,
      before: { hidden: found.hidden },
      after: { hidden },
    });
    return staffQuestion(tx, questionId);
  });
}
