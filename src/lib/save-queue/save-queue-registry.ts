import { SaveQueue } from './save-queue';
import { SaveQueueStore } from './save-queue-store';

const store = new SaveQueueStore();
const queues = new Map<string, SaveQueue>();

/** Until a component gives the queue its fetcher, a send fails like the network would. */
const notYetConnected = () => Promise.reject(new Error('The save queue has no sender yet'));

/**
 * One queue per member for the page's life, so two features showing saves never send the same
 * one twice at once (the queue guards its in-flight keys).
 */
export function saveQueueFor(owner: string): SaveQueue {
  let queue = queues.get(owner);
  if (!queue) {
    queue = new SaveQueue({ owner, store, send: notYetConnected });
    queues.set(owner, queue);
  }
  return queue;
}
