import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { normalizeEmail } from "@vayu/shared/accounts";
import type { DbOrTx } from "../../db/client";
import { runEvery } from "../../jobs/run-every";
import type { QueuedMail } from "../../mail/outbox";
import { mailLanguage } from "../../mail/language";
import { currentMailStore } from "../settings/index";
import { passwordResetEmail } from "./mail-templates";
import { createPasswordReset, RESET_TOKEN_TTL_MINUTES } from "./service";
import { passwordResetRequests } from "./tables";

/**
 * "Forgot password" without telling whether an account exists, not even by timing
 * (docs/decisions/221-common-passwords-and-quiet-reset-requests.md): the request does the
 * same work for every address, one row written; the worker below, after the answer has
 * gone, looks the account up, makes the token and queues the e-mail, or nothing.
 */
export async function queueResetRequest(db: DbOrTx, email: string): Promise<void> {
  await db.insert(passwordResetRequests).values({ email: normalizeEmail(email) });
}

/** At most this many requests per run; the next run takes the rest. */
const MAX_PER_RUN = 100;
/** How long after an answer its request is handled (with any others that came meanwhile). */
const KICK_AFTER_MS = 1_000;
/** How often each instance looks for requests left behind (one whose instance stopped, say). */
const SWEEP_EVERY_MS = 30_000;

/**
 * Handles waiting requests one at a time, each in a transaction that claims it (a row
 * another instance holds is skipped), makes the token, queues the e-mail and deletes the
 * request: all of it commits, or none and the request waits for the next run.
 */
export function resetRequestWorker(app: FastifyInstance) {
  async function handleOne(): Promise<boolean> {
    let queued: QueuedMail = { ids: [] };
    const handled = await app.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(passwordResetRequests)
        .orderBy(asc(passwordResetRequests.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!request) return false;
      const reset = await createPasswordReset(tx, request.email);
      if (reset) {
        queued = await app.mailer.enqueue(tx, [
          passwordResetEmail({
            to: reset.user.email ?? request.email,
            name: reset.user.name,
            link: mailLanguage(reset.user.locale).url(app.config.publicUrl, `/reset-password/${reset.token}`),
            validMinutes: RESET_TOKEN_TTL_MINUTES,
            store: await currentMailStore(tx),
            language: mailLanguage(reset.user.locale),
          }),
        ]);
      }
      await tx.delete(passwordResetRequests).where(eq(passwordResetRequests.id, request.id));
      return true;
    });
    await app.mailer.deliver(queued);
    return handled;
  }

  const worker = {
    /** While set, requests wait (tests look at what the request path alone wrote). */
    held: false,
    /** Handles what is waiting now. */
    async handleWaiting(): Promise<number> {
      let handled = 0;
      while (!worker.held && handled < MAX_PER_RUN && (await handleOne())) handled++;
      return handled;
    },
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  /**
   * After an answer: a run in a moment, one for every request arriving meanwhile. Not at once,
   * so the work for an account does not slow the requests right behind it either (a second
   * request timed just after the first would tell).
   */
  const soon = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      running = worker
        .handleWaiting()
        .catch((error: unknown) => app.log.error({ err: error }, "password reset requests not handled"))
        .finally(() => (running = undefined));
    }, KICK_AFTER_MS);
  };
  // Closing does not drop requests already answered: what waits is handled first.
  app.addHook("onClose", async () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
      await worker.handleWaiting().catch((error: unknown) => app.log.error({ err: error }, "password reset requests not handled"));
    }
    await running;
  });
  runEvery(app, { everyMs: SWEEP_EVERY_MS, failure: "password reset requests not handled" }, () => worker.handleWaiting());
  return Object.assign(worker, { soon });
}

export type ResetRequestWorker = ReturnType<typeof resetRequestWorker>;
