// The thread that checkpoints a SQLite database's write-ahead log (see sqlite-checkpointer.ts).
// Plain JavaScript: it needs only better-sqlite3, so it starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, synchronous, intervalMs, maxRounds } = workerData;
const database = new Database(file, { fileMustExist: true });
database.pragma('busy_timeout = 5000');
// A checkpoint syncs the log before copying it and the database after, as this setting says.
database.pragma(`synchronous = ${synchronous}`);

/**
 * PASSIVE never waits for the app's readers or writer: it copies the frames committed when it
 * began. Commits made meanwhile are copied by the next round, each shorter than the last, until
 * the whole log is in the database and the app's next write starts the log over from its
 * beginning. A reader holding old frames can stop that for a while: then the rounds end and the
 * next tick tries again.
 */
function checkpoint() {
  for (let round = 0; round < maxRounds; round += 1) {
    const [{ log, checkpointed }] = database.pragma('wal_checkpoint(PASSIVE)');
    if (checkpointed >= log) break;
  }
}

const timer = setInterval(checkpoint, intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  database.close();
  parentPort.close();
});
