import { expect, inject, it } from 'vitest';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createTestDatabase } from '../../db/testing/test-database';
import { createTestApp } from '../../testing/test-app';

describeEachDialect('GET /api/health', (getDatabase) => {
  it('answers 200 when the database answers', async () => {
    const response = await createTestApp({ database: getDatabase() }).app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const { database, dispose } = await createTestDatabase(getDatabase().dialect, inject('postgresUrl'));
    try {
      const { app, logs } = createTestApp({ database });
      await database.destroy();
      const response = await app.request('/api/health');
      expect(response.status).toBe(503);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'error', database: 'unreachable' });
      expect(logs.some((line) => line.msg === 'health check: database unreachable')).toBe(true);
    } finally {
      await dispose();
    }
  });
});
