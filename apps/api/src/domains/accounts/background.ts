import type { FastifyInstance } from "fastify";

/**
 * Work that must not hold up (or show through the timing of) a response, such as the
 * reset e-mail. Failures are logged; closing the app waits for what is still running.
 */
export function backgroundRunner(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(running);
  });
  return (name: string, task: () => Promise<void>) => {
    const job = task()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => running.delete(job));
    running.add(job);
  };
}
