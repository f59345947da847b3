import { expect, it } from 'vitest';
import { SaveDrawingResponseSchema } from '../../../shared/practice/artwork';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { loadEnv } from '../../env';
import { SAVE_BODY_MAX_BYTES } from '../../http/save-body-limit';
import { startServer } from '../../start-server';
import { createTestUser, relaxedLimits, testPassword } from '../../testing/auth-test-kit';
import { captureLogs } from '../../testing/capture-logs';
import { largestDrawingBody } from '../../testing/practice-test-kit';
import { timeRequestsDuring } from '../../testing/requests-during';

/**
 * Issue 20, point 4: parsing and validating the largest allowed drawing took seconds on the main
 * thread, and every other request waited. The real server on a free port, the real database.
 */
describeEachDialect('the largest allowed save', (getDatabase) => {
  it('leaves /api/health answering within 100 ms while it is read, validated and stored', async () => {
    const database = getDatabase();
    const server = await startServer({
      // A chosen admin password: a generated one would be printed.
      env: loadEnv({ PORT: '0', ADMIN_PASSWORD: testPassword, ...relaxedLimits }),
      logger: captureLogs('warn').logger,
      database,
    });
    try {
      const user = await createTestUser(database);
      const signIn = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: testPassword }),
      });
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      const body = Buffer.from(largestDrawingBody(SAVE_BODY_MAX_BYTES));
      expect(body.byteLength).toBeGreaterThan(SAVE_BODY_MAX_BYTES - 1024);

      const { probeMs, request } = await timeRequestsDuring(`${server.url}/api/health`, {
        url: `${server.url}/api/gallery`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body,
      });

      expect(request.status).toBe(201);
      expect(SaveDrawingResponseSchema.parse(JSON.parse(request.body)).artwork.strokeCount).toBeGreaterThan(
        30,
      );
      // Health was asked all along the save (about every 10 ms), and never waited 100 ms.
      expect(probeMs.length).toBeGreaterThan(request.ms / 100);
      expect(Math.max(...probeMs)).toBeLessThan(100);
    } finally {
      await server.close();
    }
  });
});
