import { describeDemoCounts } from "@vayu/shared/demo-clear";
import { loadConfig } from "../config";
import { clearDemo } from "../workflows/demo-clear/clear-demo";
import { connectDatabase } from "./client";

// npm run demo:clear: the console's "Remove demo content" for the operator (docs/decisions/193-first-start-and-demo-content.md).
const config = loadConfig();
const database = connectDatabase(config);
await database.migrate();
const removed = describeDemoCounts(await clearDemo(database.db, "command line"));
console.log(
  removed.length > 0
    ? `Demo content removed: ${removed.join(", ")}.`
    : "There is no demo content left to remove.",
);
await database.close();
