import { createHash } from 'node:crypto';

/**
 * A member's bucket (0–99) for one flag: the first 32 bits of SHA-256(flag key, member id) mod 100.
 * The same member always lands in the same bucket of a flag, on every instance and after every
 * restart; the key is part of the hash so one flag's early members are not every flag's.
 */
export function rolloutBucket(flagKey: string, targetingKey: string): number {
  const digest = createHash('sha256').update(`${flagKey}\u0000${targetingKey}`).digest();
  // 2^32 mod 100 = 96, so buckets 0–95 are one part in 43 million likelier: far below any rollout's grain.
  return digest.readUInt32BE(0) % 100;
}
