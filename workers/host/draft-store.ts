/** A saved in-progress document. */
export interface DraftRecord {
  /** The CanvasDocument as exported JSON (restored through the import rules, so it is validated again). */
  json: string;
  /** Date.now() when it was written. */
  savedAt: number;
  strokeCount: number;
}

const DATABASE = 'quietline-drafts';
const STORE = 'drafts';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return settle(request);
}

/** Drafts in IndexedDB (available in workers, unlike localStorage), one record per draft key. */
export class DraftStore {
  private database: Promise<IDBDatabase> | null = null;

  constructor(private readonly databaseName = DATABASE) {}

  async get(key: string): Promise<DraftRecord | null> {
    const record: unknown = await settle((await this.store('readonly')).get(key));
    return isDraftRecord(record) ? record : null;
  }

  async put(key: string, record: DraftRecord): Promise<void> {
    await settle((await this.store('readwrite')).put(record, key));
  }

  async delete(key: string): Promise<void> {
    await settle((await this.store('readwrite')).delete(key));
  }

  private async store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
    this.database ??= openDatabase(this.databaseName);
    return (await this.database).transaction(STORE, mode).objectStore(STORE);
  }
}

function isDraftRecord(value: unknown): value is DraftRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.json === 'string' && typeof record.savedAt === 'number';
}
