/**
 * Reads the output of `npm audit --json` (audit report version 2, npm 7 and later) and decides
 * whether the production dependencies pass: no high or critical finding.
 */

const blockingSeverities = ['high', 'critical'] as const;

export interface AuditFinding {
  name: string;
  severity: string;
  /** The advisories' titles and addresses, or the vulnerable dependency it comes through. */
  advisories: string[];
}

export type AuditVerdict =
  | { outcome: 'passed'; counts: Record<string, number> }
  | { outcome: 'findings'; findings: AuditFinding[] }
  /** The advisory service could not be asked: nothing was checked. */
  | { outcome: 'not-checked'; reason: string }
  /** npm audit itself failed (no lockfile, a crash): an error to fix, not a pass. */
  | { outcome: 'failed'; reason: string };

/** One advisory as `via` gives it: an object, or the name of a vulnerable dependency. */
type Via = string | { title?: string; url?: string | null; name?: string };

interface AuditJson {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { name?: string; severity?: string; via?: Via[] }>;
  /** Present when the advisory endpoint answered an error (npm's audit-error.js). */
  uri?: string;
  statusCode?: number;
  message?: string;
  error?: { code?: string; summary?: string };
}

/** Network failures: the registry was never reached. */
const unreachableCodes = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

function describeVia(via: Via): string {
  if (typeof via === 'string') return `through ${via}`;
  return [via.title ?? via.name ?? 'advisory', via.url].filter(Boolean).join(' ');
}

function findingsOf(report: AuditJson): AuditFinding[] {
  const findings = Object.entries(report.vulnerabilities ?? {})
    .filter(([, vulnerability]) => blockingSeverities.some((severity) => severity === vulnerability.severity))
    .map(([name, vulnerability]) => ({
      name: vulnerability.name ?? name,
      severity: vulnerability.severity ?? 'unknown',
      advisories: (vulnerability.via ?? []).map(describeVia),
    }));
  const counted = blockingSeverities.reduce(
    (sum, severity) => sum + (report.metadata?.vulnerabilities?.[severity] ?? 0),
    0,
  );
  // The counts and the map come from one report; should they ever disagree, the counts still block.
  if (findings.length === 0 && counted > 0)
    return [
      {
        name: '(see npm audit)',
        severity: 'high or critical',
        advisories: [`${counted} counted in metadata`],
      },
    ];
  return findings;
}

export function assessAudit(stdout: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(stdout) as AuditJson;
  } catch {
    return { outcome: 'failed', reason: `npm audit printed no JSON: ${stdout.slice(0, 200) || '(nothing)'}` };
  }
  if (report.metadata?.vulnerabilities) {
    const findings = findingsOf(report);
    return findings.length > 0
      ? { outcome: 'findings', findings }
      : { outcome: 'passed', counts: report.metadata.vulnerabilities };
  }
  const code = report.error?.code ?? '';
  if (report.uri !== undefined || report.statusCode !== undefined || unreachableCodes.has(code))
    return { outcome: 'not-checked', reason: report.message ?? report.error?.summary ?? code };
  return { outcome: 'failed', reason: report.error?.summary || report.message || code || 'unknown error' };
}
