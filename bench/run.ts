/**
 * `npm run bench [-- --suite engine|server|browser] [--quick]`: runs the chosen suites (all by
 * default, in that order) and prints each suite's table.
 */
import { parseArgs } from 'node:util';

type SuiteRunner = (quick: boolean) => Promise<string>;

const suites: Record<string, SuiteRunner> = {
  async engine(quick) {
    const { formatEngineBench, runEngineBench } = await import('./engine/suite');
    return formatEngineBench(runEngineBench({ quick }));
  },
  async server(quick) {
    const { formatServerBench, runServerBench } = await import('./server/suite');
    return formatServerBench(await runServerBench({ durationSeconds: quick ? 2 : 10 }));
  },
  async browser(quick) {
    const { formatBrowserBench, runBrowserBench } = await import('./browser/suite');
    return formatBrowserBench(await runBrowserBench({ quick }));
  },
};

const { values } = parseArgs({
  options: { suite: { type: 'string', multiple: true }, quick: { type: 'boolean', default: false } },
});
const wanted = (values.suite ?? Object.keys(suites)).flatMap((name) => name.split(','));
const unknown = wanted.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`Unknown suite: ${unknown.join(', ')} (choose from ${Object.keys(suites).join(', ')})`);
  process.exit(2);
}
for (const name of wanted) {
  const suite = suites[name]!;
  console.log(`## ${name}${values.quick ? ' (quick)' : ''}\n`);
  console.log(await suite(values.quick ?? false));
  console.log();
}
