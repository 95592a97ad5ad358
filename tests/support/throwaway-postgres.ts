// A database of its own on Postgres (127.0.0.1:5432, or BENCH_DATABASE_URL for the benches), for a
// bench run or a test that starts the app as production does; dropped after. Undefined when no
// Postgres answers.
import pg from 'pg';

export interface ThrowawayDatabase {
  url: string;
  drop: () => Promise<void>;
}

export async function throwawayPostgres(label: string): Promise<ThrowawayDatabase | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `station_${label}_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
