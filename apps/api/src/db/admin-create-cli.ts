import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../config";
import { adminPasswordProblem } from "../domains/accounts/admin-password";
import { ensureAdmin } from "../domains/accounts/service";
import { connectDatabase } from "./client";

/**
 * `npm run admin:create -- --email owner@example.in --name "Meera Iyer"` makes (or updates)
 * the store's owner account. The password is typed at a hidden prompt, or piped on stdin,
 * never passed as an argument, so it stays out of the shell's history and `ps`.
 */
const usage = 'Usage: npm run admin:create -- --email <e-mail> [--name "<name>"]   (the password is asked for, or read from stdin)';

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
const email = z.email().safeParse(values.email);
if (!email.success) {
  console.error(usage);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return "";
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const ask = async (question: string) => {
    process.stdout.write(question);
    muted = true;
    const answer = await prompt.question("");
    muted = false;
    process.stdout.write("\n");
    return answer;
  };
  const first = await ask("Password: ");
  const second = await ask("Password again: ");
  prompt.close();
  if (first !== second) throw new Error("The two passwords differ.");
  return first;
}

const password = await readPassword();
const problem = adminPasswordProblem(password);
if (problem) {
  console.error(problem);
  process.exit(2);
}
const config = loadConfig();
const database = connectDatabase(config);
await database.migrate();
await ensureAdmin(database.db, { email: email.data, password, ...(values.name && { name: values.name }) });
console.log(`${email.data} is the store's owner: log in and open /admin.`);
await database.close();
