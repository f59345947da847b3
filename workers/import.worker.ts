/**
 * A short-lived worker that parses one import and answers with its strokes packed, the buffers
 * transferred (workers/host/parse-import.ts): the canvas worker never runs JSON.parse or the
 * validation of a large document, so the pen keeps drawing while it loads (ADR 029). It answers
 * null if parsing threw, and the canvas worker then parses in its own thread.
 */
// First: no schema built on import may probe for eval, which this worker's policy refuses (ADR 039).
import '../src/shared/security/zod-without-eval';
import { parseImport, parsedTransferables, type ImportRequest } from './host/parse-import';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<ImportRequest>) => {
  parseImport(event.data).then(
    (parsed) => scope.postMessage(parsed, parsedTransferables(parsed)),
    () => scope.postMessage(null),
  );
});
