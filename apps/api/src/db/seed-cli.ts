import { loadConfig } from "../config";
import { connectDatabase } from "./client";
import { fileStoreFor } from "../files/file-store";
import { seedIfEmpty } from "./seed";

const config = loadConfig();
const database = connectDatabase(config);
await database.migrate();
const seeded = await seedIfEmpty(database.db, fileStoreFor(config, database.db), console);
console.log(seeded ? "Demo store seeded." : "The database already has a catalog; nothing seeded.");
await database.close();
