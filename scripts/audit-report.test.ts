import { describe, expect, it } from 'vitest';
import { assessAudit } from './audit-report';

/** A vulnerability entry as npm 7+ writes it (arborist's Vuln.toJSON). */
function vulnerability(name: string, severity: string, via: unknown[]) {
  return {
    name,
    severity,
    isDirect: false,
    via,
    effects: [],
    range: '<1.2.3',
    nodes: [`node_modules/${name}`],
    fixAvailable: true,
  };
}

function advisory(name: string, severity: string, title: string, ghsa: string) {
  return {
    source: 1096466,
    name,
    dependency: name,
    title,
    url: `https://github.com/advisories/${ghsa}`,
    severity,
    cwe: ['CWE-1321'],
    cvss: { score: 9.8, vectorString: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H' },
    range: '<1.2.3',
  };
}

/** `npm audit --json` (audit report version 2) with these vulnerabilities and their counts. */
function auditJson(vulnerabilities: ReturnType<typeof vulnerability>[]): string {
  const counts: Record<string, number> = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const entry of vulnerabilities) counts[entry.severity] = (counts[entry.severity] ?? 0) + 1;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(vulnerabilities.map((entry) => [entry.name, entry])),
    metadata: {
      vulnerabilities: { ...counts, total: vulnerabilities.length },
      dependencies: { prod: 412, dev: 0, optional: 12, peer: 0, peerOptional: 0, total: 424 },
    },
  });
}

describe('assessAudit', () => {
  it('passes a clean report', () => {
    expect(assessAudit(auditJson([]))).toMatchObject({ outcome: 'passed', counts: { high: 0, critical: 0 } });
  });

  it('passes moderate and low findings', () => {
    const report = auditJson([
      vulnerability('esbuild', 'moderate', [
        advisory('esbuild', 'moderate', 'Dev server reads any file', 'GHSA-67mh-4wv8-2f99'),
      ]),
      vulnerability('cookie', 'low', [
        advisory('cookie', 'low', 'Out of bounds characters', 'GHSA-pxg6-pf52-xh8x'),
      ]),
    ]);
    expect(assessAudit(report)).toMatchObject({ outcome: 'passed', counts: { moderate: 1, low: 1 } });
  });

  it('fails a high or critical finding, naming package, severity and advisory', () => {
    const report = auditJson([
      vulnerability('minimist', 'critical', [
        advisory('minimist', 'critical', 'Prototype Pollution in minimist', 'GHSA-xvch-5gv4-984h'),
      ]),
      vulnerability('mkdirp', 'high', ['minimist']),
      vulnerability('cookie', 'low', [
        advisory('cookie', 'low', 'Out of bounds characters', 'GHSA-pxg6-pf52-xh8x'),
      ]),
    ]);
    expect(assessAudit(report)).toEqual({
      outcome: 'findings',
      findings: [
        {
          name: 'minimist',
          severity: 'critical',
          advisories: ['Prototype Pollution in minimist https://github.com/advisories/GHSA-xvch-5gv4-984h'],
        },
        { name: 'mkdirp', severity: 'high', advisories: ['through minimist'] },
      ],
    });
  });

  it('says nothing was checked when the advisory endpoint refuses (this registry: 405)', () => {
    // What `npm audit --omit=dev --json` printed here, against a registry without the endpoint.
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      headers: { allow: ['GET,HEAD'], 'content-length': ['0'], 'x-fetch-attempts': ['1'] },
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(assessAudit(refused)).toEqual({
      outcome: 'not-checked',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it('says nothing was checked when the registry is unreachable', () => {
    const offline = JSON.stringify({
      message:
        'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org',
      method: 'POST',
      uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      error: { summary: '', detail: '' },
    });
    expect(assessAudit(offline)).toMatchObject({
      outcome: 'not-checked',
      reason: expect.stringContaining('ENOTFOUND'),
    });
  });

  it('fails when npm audit itself fails, or prints no JSON', () => {
    const noLockfile = JSON.stringify({
      error: {
        code: 'ENOLOCK',
        summary: 'This command requires an existing lockfile.',
        detail: 'Try creating one first',
      },
    });
    expect(assessAudit(noLockfile)).toEqual({
      outcome: 'failed',
      reason: 'This command requires an existing lockfile.',
    });
    expect(assessAudit('')).toMatchObject({ outcome: 'failed' });
  });
});
