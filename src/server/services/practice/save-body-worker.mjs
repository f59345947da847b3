// The entry of the save-body worker threads (see save-body-parser.ts). The server runs its
// TypeScript through tsx, and a worker thread does not inherit the loader that `npm start`
// registers with tsx's register() (nor, for its entry file, one given with --import), so this
// plain JavaScript entry registers tsx in the worker before importing the TypeScript it runs.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const { prepareSave } = await import('./save-body-prepare.ts');

/** One task: { scope, body: ArrayBuffer (transferred) } → PrepareOutcome, its document's later parts transferred back. */
export default function prepare({ scope, body }) {
  const outcome = prepareSave(scope, new Uint8Array(body));
  if (!outcome.ok) return outcome;
  const buffers = outcome.save.artwork.documentRest.map((part) => part.buffer);
  return move({ [transferableSymbol]: buffers, [valueSymbol]: outcome });
}
