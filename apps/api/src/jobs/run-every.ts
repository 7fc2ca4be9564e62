import type { FastifyInstance } from "fastify";

/**
 * Runs `work` once the app is ready and then every `everyMs`, never two runs at once in
 * this process; closing the app waits for a run under way. A failed run is logged as
 * `failure` and the next one comes as usual. `work` is told whether it is the first run.
 */
export function runEvery(app: FastifyInstance, options: { everyMs: number; failure: string }, work: (first: boolean) => Promise<unknown>) {
  let running: Promise<unknown> | undefined;
  const run = (first: boolean) => {
    running ??= work(first)
      .catch((error: unknown) => app.log.error({ err: error }, options.failure))
      .finally(() => (running = undefined));
  };
  app.addHook("onReady", async () => run(true));
  const timer = setInterval(() => run(false), options.everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
