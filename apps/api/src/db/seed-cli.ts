import { loadConfig } from "../config";
import { connectDatabase } from "./client";
import { fileStoreFor } from "../files/file-store";
import { seedIfEmpty } from "../demo/seed";

const config = loadConfig();
const database = connectDatabase(config);
await database.migrate();
const seeded = await seedIfEmpty(database.db, fileStoreFor(config, database.db), console, config.seedDemo);
if (config.seedDemo === "none") console.log("SEED_DEMO=false: nothing seeded.");
else if (seeded) console.log(config.seedDemo === "categories" ? "Categories seeded." : "Demo store seeded.");
else console.log("The database already has a catalog; nothing seeded.");
await database.close();
