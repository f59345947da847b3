import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/paths';

type Answer = 'high finding' | 'nothing' | 'refuse';

async function readBody(request: IncomingMessage): Promise<Record<string, string[]>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const text = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
  return JSON.parse(text) as Record<string, string[]>;
}

/**
 * A loopback stand-in for the registry's advisory endpoint: `npm audit` posts the installed
 * packages and versions, then reads the packument of each package an advisory names.
 */
function advisoryStandIn(answer: Answer): Promise<{ url: string; server: Server; flagged: () => string }> {
  let flagged = '';
  let versions: string[] = [];
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && request.url?.endsWith('/-/npm/v1/security/advisories/bulk')) {
      if (answer === 'refuse') {
        response.writeHead(405, { allow: 'GET,HEAD' }).end();
        return;
      }
      void readBody(request).then((installed) => {
        flagged = Object.keys(installed)[0] ?? '';
        versions = installed[flagged] ?? [];
        const advisory = {
          id: 1099999,
          url: 'https://github.com/advisories/GHSA-qqqq-qqqq-qqqq',
          title: `Remote code execution in ${flagged}`,
          severity: 'high',
          vulnerable_versions: '*',
          cwe: ['CWE-94'],
          cvss: { score: 8.1, vectorString: null },
        };
        response.end(JSON.stringify(answer === 'nothing' ? {} : { [flagged!]: [advisory] }));
      });
      return;
    }
    if (request.method === 'GET' && flagged && request.url === `/${flagged.replace('/', '%2f')}`) {
      const packument = Object.fromEntries(versions.map((version) => [version, { name: flagged, version }]));
      response.end(
        JSON.stringify({ name: flagged, 'dist-tags': { latest: versions.at(-1) }, versions: packument }),
      );
      return;
    }
    response.writeHead(404).end('{}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, server, flagged: () => flagged });
    }),
  );
}

/** The script as CI runs it, with npm pointed at `registry`. */
function runAudit(
  registry: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/audit-production.ts'], {
    cwd: projectRoot,
    env: { ...process.env, npm_config_registry: registry, AUDIT_OFFLINE_OK: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('scripts/audit-production.ts with npm audit against a stand-in advisory endpoint', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('fails on a high finding in a production dependency, naming package, severity and advisory', async () => {
    const standIn = await advisoryStandIn('high finding');
    server = standIn.server;
    const { code, output } = await runAudit(standIn.url);
    expect(code).toBe(1);
    expect(output).toContain(
      `${standIn.flagged()} (high): Remote code execution in ${standIn.flagged()} https://github.com/advisories/GHSA-qqqq-qqqq-qqqq`,
    );
  });

  it('passes when the advisories name nothing', async () => {
    const standIn = await advisoryStandIn('nothing');
    server = standIn.server;
    const { code, output } = await runAudit(standIn.url);
    expect(code).toBe(0);
    expect(output).toContain('no high or critical finding');
  });

  it('says loudly that nothing was checked when the endpoint refuses, failing only under AUDIT_OFFLINE_OK=0', async () => {
    const standIn = await advisoryStandIn('refuse');
    server = standIn.server;
    const lenient = await runAudit(standIn.url);
    expect(lenient.code).toBe(0);
    expect(lenient.output).toContain('production dependencies were NOT checked');
    expect(lenient.output).toContain('405 Method Not Allowed');
    const strict = await runAudit(standIn.url, { AUDIT_OFFLINE_OK: '0' });
    expect(strict.code).toBe(2);
    expect(strict.output).toContain('AUDIT_OFFLINE_OK=0: failing');
  });
});
