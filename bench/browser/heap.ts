import type { CDPSession, Page } from 'playwright';

const MB = 1024 * 1024;

interface AttachedEvent {
  sessionId: string;
  targetInfo: { type: string; url: string };
}

interface TargetMessage {
  sessionId: string;
  message: string;
}

/** Sends one CDP command to a child target over a non-flat session and waits for its answer. */
function sendToTarget<T>(session: CDPSession, sessionId: string, method: string): Promise<T> {
  const id = Math.floor(Math.random() * 1e9);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${method} on a worker timed out`)), 10_000);
    const onMessage = (event: TargetMessage) => {
      const reply = JSON.parse(event.message) as { id?: number; result?: T; error?: { message: string } };
      if (event.sessionId !== sessionId || reply.id !== id) return;
      clearTimeout(timer);
      session.off('Target.receivedMessageFromTarget', onMessage);
      if (reply.error) reject(new Error(reply.error.message));
      else resolve(reply.result as T);
    };
    session.on('Target.receivedMessageFromTarget', onMessage);
    void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
  });
}

/** One V8 isolate's memory, in MB (CDP Runtime.getHeapUsage after a forced GC). */
export interface HeapFigures {
  /** Live JS objects on the V8 heap (usedSize). */
  usedMb: number;
  /** ArrayBuffer backing stores (typed arrays' data), outside the V8 heap (backingStorageSize). */
  backingMb: number;
  /** Blink's own heap (DOM nodes, canvas paths…; embedderHeapUsedSize): reported, not counted. */
  embedderMb: number;
}

interface HeapUsageReply {
  usedSize: number;
  backingStorageSize?: number;
  embedderHeapUsedSize?: number;
}

const figures = (reply: HeapUsageReply): HeapFigures => ({
  usedMb: reply.usedSize / MB,
  backingMb: (reply.backingStorageSize ?? 0) / MB,
  embedderMb: (reply.embedderHeapUsedSize ?? 0) / MB,
});

export interface HeapUsage {
  page: HeapFigures;
  workers: HeapFigures[];
}

/**
 * The memory (after a forced GC) of the page and of each dedicated worker it runs, through CDP
 * on each target (Runtime.getHeapUsage).
 */
export async function heapUsage(page: Page): Promise<HeapUsage> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('HeapProfiler.collectGarbage');
    const pageFigures = figures(await session.send('Runtime.getHeapUsage'));
    const workers: string[] = [];
    session.on('Target.attachedToTarget', (event: AttachedEvent) => {
      if (event.targetInfo.type === 'worker') workers.push(event.sessionId);
    });
    await session.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const workerFigures: HeapFigures[] = [];
    for (const sessionId of workers) {
      await sendToTarget(session, sessionId, 'HeapProfiler.collectGarbage').catch(() => undefined);
      workerFigures.push(
        figures(await sendToTarget<HeapUsageReply>(session, sessionId, 'Runtime.getHeapUsage')),
      );
    }
    return { page: pageFigures, workers: workerFigures };
  } finally {
    await session.detach().catch(() => undefined);
  }
}
