import pg from "pg";

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DRIVER=pg needs TEST_DATABASE_URL");
  const name = `vayu_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // Not WITH (FORCE): terminating our own closing connections makes them raise
      // uncaught errors. Their sockets close a moment after pool.end(), so wait for that.
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await dropper.query(`DROP DATABASE IF EXISTS "${name}"`);
            break;
          } catch (error) {
            const inUse = (error as { code?: string }).code === "55006";
            if (!inUse || attempt >= 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}
