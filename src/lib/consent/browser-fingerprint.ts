const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/** FNV-1a, 64 bits, over the text's UTF-8 bytes, as 16 lowercase hex characters. */
export function fnv1a64Hex(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The session id's 16-hex fingerprint (spec §9): a hash of coarse browser traits. It only tells
 * sessions of different browsers apart in the ledger; the random part makes each id unique.
 */
export function browserFingerprint(): string {
  const traits = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(navigator.hardwareConcurrency ?? ''),
  ];
  return fnv1a64Hex(traits.join('|'));
}
