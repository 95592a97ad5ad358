// A database of its own for a bench run on Postgres (127.0.0.1:5432 or BENCH_DATABASE_URL), dropped
// after; undefined when no Postgres answers.
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
  const name = `station_bench_${label}_${Date.now()}`;
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
