import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../db/testing/each-dialect';
import { loadEnv } from '../env';
import { startServer, type RunningServer } from '../start-server';
import { createAuthTestApp, sendJson, type TestApp } from '../testing/auth-test-kit';
import { captureLogs } from '../testing/capture-logs';
import { createPracticeTestApp, drawingBody, sampleDocument } from '../testing/practice-test-kit';
import { defaultBodyLimitBytes } from './body-limit';

const MB = 1024 * 1024;
/** A login body of 2 MB: valid JSON, so only its size can refuse it. */
const hugeLogin = Buffer.from(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * MB) }));

/** A body that streams 16 KB chunks up to `total` bytes and counts what the server pulled. */
function countingStream(total: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

/** What the process holds now: JS heap plus Buffers (RSS would keep an earlier suite's peak). */
function liveMemory(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  const body = (await response.json()) as { message: string };
  expect(body.message).toMatch(/too large/i);
}

describeEachDialect('request body limits', (getDatabase) => {
  describe('in process', () => {
    let app: TestApp;
    beforeAll(() => {
      app = createAuthTestApp(getDatabase()).app;
    });

    it('answers 413 to a 2 MB login body that declares its length', async () => {
      await expectTooLarge(
        await app.request('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: hugeLogin,
        }),
      );
    });

    it('answers 413 to a streamed body without a length and stops reading it', async () => {
      const { stream, counter } = countingStream(2 * MB);
      const response = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      await expectTooLarge(response);
      expect(counter.pulled).toBeLessThan(defaultBodyLimitBytes + 64 * 1024);
    });

    it('answers 413 when the Content-Length header lies', async () => {
      const { stream, counter } = countingStream(2 * MB);
      const response = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '40' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      await expectTooLarge(response);
      expect(counter.pulled).toBeLessThan(defaultBodyLimitBytes + 64 * 1024);
    });

    it('answers 400, not 500, to a body that breaks off', async () => {
      let sent = false;
      const broken = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent) return controller.error(new Error('connection reset'));
          sent = true;
          controller.enqueue(new TextEncoder().encode('{"email":'));
        },
      });
      const response = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: broken,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'body_incomplete' });
    });

    it.each(['/api/auth/register', '/api/auth/refresh'])('bounds %s too', async (path) => {
      await expectTooLarge(
        await app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: hugeLogin,
        }),
      );
    });

    it("bounds Apple's form_post callback", async () => {
      const form = new URLSearchParams({ code: 'c', state: 's', user: 'x'.repeat(2 * MB) });
      await expectTooLarge(
        await app.request('/api/auth/oauth/apple/callback', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        }),
      );
    });

    it('lets a body just under the limit through to the route', async () => {
      const padding = 'x'.repeat(defaultBodyLimitBytes - 200);
      const response = await sendJson(app, 'POST', '/api/auth/login', {
        email: 'nobody@example.test',
        password: 'wrong',
        padding,
      });
      // The route read it: an unknown account is the neutral 401, not a 413.
      expect(response.status).toBe(401);
    });
  });

  describe('save routes', () => {
    it('keep their larger canvas limit: a 300 KB drawing saves', async () => {
      const { app, newMember } = await createPracticeTestApp(getDatabase());
      const member = await newMember();
      const body = drawingBody({ document: sampleDocument(1500) });
      expect(JSON.stringify(body).length).toBeGreaterThan(4 * defaultBodyLimitBytes);
      const response = await sendJson(app, 'POST', '/api/gallery', body, member.headers);
      expect(response.status).toBe(201);
    });

    it('answer 400, not 500, to a save without a body', async () => {
      const { app, newMember } = await createPracticeTestApp(getDatabase());
      const member = await newMember();
      const response = await app.request('/api/gallery', {
        method: 'POST',
        headers: { ...member.headers, 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'malformed_json' });
    });
  });

  describe('on a real server', () => {
    let server: RunningServer;
    const logs = captureLogs();
    beforeAll(async () => {
      const database = getDatabase();
      server = await startServer({
        env: loadEnv({ PORT: '0', RATE_LIMIT_MULTIPLIER: '1000' }),
        logger: logs.logger,
        // The suite owns the database; the server must not destroy it on close.
        database: { ...database, destroy: async () => undefined },
      });
    });
    afterAll(() => server.close());

    /** A POST to /api/auth/login over a fresh connection; `chunked` leaves out Content-Length. */
    function postLogin(
      chunked: boolean,
      length = hugeLogin.length,
    ): { request: ClientRequest; status: Promise<number> } {
      const request = httpRequest({
        port: server.port,
        path: '/api/auth/login',
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          ...(chunked ? {} : { 'Content-Length': String(length) }),
        },
      });
      // The server may close the connection while the rest of the body is still being sent.
      request.on('error', () => undefined);
      const status = new Promise<number>((resolve) => {
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
      });
      return { request, status };
    }

    it('reads a normal body, with or without Content-Length', async () => {
      const small = Buffer.from(JSON.stringify({ email: 'nobody@example.test', password: 'wrong' }));
      for (const chunked of [false, true]) {
        const { request, status } = postLogin(chunked, small.length);
        request.end(small);
        // The neutral 401 of an unknown account: the body was read and validated.
        expect(await status).toBe(401);
      }
    });

    it('answers 413 to a chunked body before the client has finished sending it', async () => {
      const { request, status } = postLogin(true);
      request.write(hugeLogin.subarray(0, 4 * defaultBodyLimitBytes));
      // The request is still open: only a server that stops at the limit can answer now (a server
      // that waits for the rest never answers, and the test times out).
      const answer = await status;
      request.destroy();
      expect(answer).toBe(413);
    });

    it('logs a 400, not a 500, for a body whose client goes away halfway', async () => {
      const earlier = logs.lines.length;
      const { request } = postLogin(false, 1000);
      // Gone once the headers and the start of the body are on their way: the server reads them,
      // then the connection's end.
      request.write('{"email":"nobody@example.test",', () => request.destroy());
      const deadline = Date.now() + 5000;
      const logged = () => logs.lines.slice(earlier).find((line) => line.msg === 'request');
      while (!logged() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(logged()).toMatchObject({ status: 400 });
    });

    it('keeps memory flat under 200 bodies of 2 MB', { timeout: 60_000 }, async () => {
      const sendWave = (size: number) =>
        Promise.all(
          Array.from({ length: size }, (_, index) => {
            const { request, status } = postLogin(index % 2 === 1);
            request.end(hugeLogin);
            return status;
          }),
        );
      expect(new Set(await sendWave(10))).toEqual(new Set([413]));
      const baseline = liveMemory();
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, liveMemory())), 5);
      const statuses: number[] = [];
      try {
        for (let wave = 0; wave < 2; wave += 1) statuses.push(...(await sendWave(100)));
      } finally {
        clearInterval(sampler);
      }
      expect(statuses).toHaveLength(200);
      expect(new Set(statuses)).toEqual(new Set([413]));
      // 400 MB went over the wire; reading those bodies peaked at 75–130 MB before the limit.
      expect((peak - baseline) / MB).toBeLessThan(48);
    });
  });
});
