import { readFileSync } from 'node:fs';

let list: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(text.split('\n').filter((line) => line !== '' && !line.startsWith('#')));
}

/** True for one of the few thousand most used passwords (compared without case). */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}
