import type { QueuedSave } from './queued-save';

const DATABASE = 'quietline-save-queue';
const STORE = 'saves';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Queued saves in IndexedDB, one record per idempotency key; they outlive the tab. */
export class SaveQueueStore {
  private database: Promise<IDBDatabase> | null = null;

  constructor(private readonly databaseName = DATABASE) {}

  async all(owner: string): Promise<QueuedSave[]> {
    const records: unknown = await settle((await this.store('readonly')).getAll());
    return (records as QueuedSave[]).filter((record) => record.owner === owner);
  }

  async put(save: QueuedSave): Promise<void> {
    await settle((await this.store('readwrite')).put(save));
  }

  async delete(key: string): Promise<void> {
    await settle((await this.store('readwrite')).delete(key));
  }

  private async store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
    this.database ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(this.databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      settle(request).then(resolve, reject);
    });
    return (await this.database).transaction(STORE, mode).objectStore(STORE);
  }
}
