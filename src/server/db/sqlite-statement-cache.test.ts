import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache';

describe('withStatementCache', () => {
  const open = () => {
    const database = new SqliteDatabase(':memory:');
    database.exec('create table t (n integer); insert into t values (1), (2)');
    return withStatementCache(database);
  };

  it('prepares each SQL text once', () => {
    const database = open();
    const first = database.prepare('select n from t');
    expect(database.prepare('select n from t')).toBe(first);
    expect(database.prepare('select n from t where n = ?')).not.toBe(first);
    expect(database.prepare('select n from t').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    database.close();
  });

  it('gives a new statement while the cached one is busy in an unfinished iteration', () => {
    const database = open();
    const outer = database.prepare('select n from t').iterate([]);
    outer.next();
    const inner = database.prepare('select n from t');
    expect([...inner.iterate([])]).toEqual([{ n: 1 }, { n: 2 }]);
    expect([...outer]).toEqual([{ n: 2 }]);
    database.close();
  });
});
