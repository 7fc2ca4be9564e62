import { expect, it } from "vitest";
import "./zod-without-eval";

it("has zod parse without compiling, though set before zod loads", async () => {
  const { config } = await import("zod/v4/core");
  expect(config().jitless).toBe(true);
});
