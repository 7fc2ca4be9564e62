import { Writable } from "node:stream";

/**
 * Error-level log entries of the test apps (ADR 130). Every test app logs into `collector`;
 * the setup file (`./setup.ts`) fails the test during which an entry was logged unless the
 * test declared it with `expectErrorLog`.
 */
interface LogEntry {
  level: number;
  msg?: string;
  err?: { message?: string };
}

const ERROR_LEVEL = 50;
let logged: LogEntry[] = [];
let expected: RegExp[] = [];

/** A log destination for a test app: keeps error and fatal entries, forwards every line to `next`. */
export function errorLogCollector(next?: Writable) {
  return new Writable({
    write(chunk: Buffer, encoding, done) {
      const line = chunk.toString("utf8");
      const entry = JSON.parse(line) as LogEntry;
      if (entry.level >= ERROR_LEVEL) logged.push(entry);
      if (next) next.write(chunk, encoding, done);
      else done();
    },
  });
}

/**
 * The current test provokes an error-level entry whose message (or its error's message)
 * matches `pattern`; the test fails if none is logged.
 */
export function expectErrorLog(pattern: RegExp) {
  expected.push(pattern);
}

function describeEntry(entry: LogEntry) {
  return [entry.msg, entry.err?.message].filter(Boolean).join(": ");
}

/** The problems with what was logged since the last check: unexpected entries, expected ones missing. */
export function takeErrorLogProblems(): string[] {
  const entries = logged;
  const patterns = expected;
  logged = [];
  expected = [];
  const matches = (pattern: RegExp, entry: LogEntry) => pattern.test(describeEntry(entry));
  return [
    ...entries.filter((entry) => !patterns.some((pattern) => matches(pattern, entry))).map((entry) => `unexpected error logged: ${describeEntry(entry)}`),
    ...patterns.filter((pattern) => !entries.some((entry) => matches(pattern, entry))).map((pattern) => `expected an error log matching ${String(pattern)}, none was logged`),
  ];
}
