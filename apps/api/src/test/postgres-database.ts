import pg from "pg";

/** What PostgreSQL answers while another session is connected to the database. */
const IN_USE = "55006";

/**
 * Runs `statement` on the server of TEST_DATABASE_URL, again while the database it names is in
 * use: a closed pool's sockets close a moment after pool.end(). (Not WITH (FORCE): terminating
 * our own closing connections makes them raise uncaught errors.)
 */
async function onServerOnceFree(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(statement);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === IN_USE;
        if (!inUse || attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it: empty, or
 * a copy of `template` (a copy of the migrated template of ./test-database.global-setup.ts
 * takes well under a second; migrating an empty one took about four).
 */
export async function createTestDatabaseUrl({ template }: { template?: string } = {}): Promise<{
  name: string;
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DRIVER=pg needs TEST_DATABASE_URL");
  const name = `vayu_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServerOnceFree(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServerOnceFree(serverUrl, `DROP DATABASE IF EXISTS "${name}"`),
  };
}
