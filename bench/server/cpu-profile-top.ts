/** The parts of a V8 .cpuprofile (what `node --cpu-prof` writes) that self time needs. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  /** `function (file:line)`, the file relative to the project or to node_modules. */
  name: string;
  selfMs: number;
  /** Share of the profile's busy time: every sample but (idle). */
  percent: number;
}

function entryName({ functionName, url, lineNumber }: CpuProfile['nodes'][number]['callFrame']): string {
  if (url === '') return functionName || '(anonymous)';
  const file = url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/work\/[^/]+\//, '');
  // lineNumber is 0-based in the profile.
  return `${functionName || '(anonymous)'} (${file}:${lineNumber + 1})`;
}

/**
 * The `count` entries with the most self time, summed over every node of the same function: a
 * sample's time is the delta to the next sample (V8's own convention, as DevTools counts it).
 */
export function topSelfTime(profile: CpuProfile, count: number): { busyMs: number; entries: ProfileEntry[] } {
  const names = new Map(profile.nodes.map((node) => [node.id, entryName(node.callFrame)]));
  const selfUs = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const name = names.get(profile.samples[i] as number) ?? '(unknown)';
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(name, (selfUs.get(name) ?? 0) + delta);
  }
  selfUs.delete('(idle)');
  const busyUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  const entries = [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, selfMs: us / 1000, percent: busyUs === 0 ? 0 : (100 * us) / busyUs }));
  return { busyMs: busyUs / 1000, entries };
}
