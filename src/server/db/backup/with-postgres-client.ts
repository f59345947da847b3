import pg from 'pg';

/** One short-lived connection to `url` for `task`, closed afterwards whatever happens. */
export async function withPostgresClient<T>(
  url: string,
  task: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}
