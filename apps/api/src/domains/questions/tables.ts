import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { AnswerKind } from "@vayu/shared/question-text";
import { id, timestamps } from "../../db/columns";
import { users } from "../accounts/tables";
import { products } from "../catalog/tables";

/** A shopper's question about a product, visible at once; staff hide or pin it (docs/decisions/331-product-questions.md). */
export const questions = pgTable(
  "questions",
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    askerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text().notNull(),
    hidden: boolean().notNull().default(false),
    /** Pinned questions lead the product's list. */
    pinned: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("questions_product_visible_idx")
      .on(t.productId, t.pinned, t.createdAt)
      .where(sql`not ${t.hidden}`),
    index().on(t.askerId, t.productId),
    index().on(t.createdAt),
  ],
);

/** An answer by staff (as the store) or by a shopper who received the product. */
export const answers = pgTable(
  "answers",
  {
    id: id(),
    questionId: uuid()
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the author was when they answered: kept, so a buyer later made staff stays a buyer here. */
    kind: text().$type<AnswerKind>().notNull(),
    text: text().notNull(),
    hidden: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index().on(t.questionId, t.createdAt), check("answers_kind", sql`${t.kind} in ('staff', 'buyer')`)],
);
