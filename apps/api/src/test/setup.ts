import { afterAll, afterEach, beforeEach, expect } from "vitest";
import { takeErrorLogProblems } from "./error-log";

// Registered before every test file's own hooks: `afterAll` here runs after the file's
// apps have closed, so what they log while closing counts too.
function expectNoErrorLogged(when: string) {
  expect(takeErrorLogProblems(), `error-level log entries ${when}`).toEqual([]);
}

beforeEach(() => expectNoErrorLogged("before this test (in a beforeAll hook or an earlier test's background work)"));
afterEach(() => expectNoErrorLogged("during this test"));
afterAll(() => expectNoErrorLogged("after the last test (while the test apps closed)"));
