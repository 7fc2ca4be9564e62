import { loadConfig } from "../config";
import { connectDatabase } from "./client";

const config = loadConfig();
const database = connectDatabase(config);
await database.migrate();
console.log(`Migrations applied (${database.driver}).`);
await database.close();
