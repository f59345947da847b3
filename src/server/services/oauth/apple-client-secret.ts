import { importPKCS8, SignJWT } from 'jose';
import { nowMs } from '../../clock';

export interface AppleKey {
  clientId: string;
  teamId: string;
  keyId: string;
  /** The .p8 key, PKCS#8 PEM. */
  privateKey: string;
  /** Apple's issuer URL (https://appleid.apple.com), the audience Apple expects. */
  audience: string;
}

/**
 * Apple's client secret is a JWT signed with the team's ES256 key. Minted per token exchange
 * with a five-minute life (Apple allows six months) so a leaked one is useless almost at once.
 */
export async function mintAppleClientSecret(key: AppleKey): Promise<string> {
  const issuedAt = Math.floor(nowMs() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(key.clientId)
    .setAudience(key.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 300)
    .sign(await importPKCS8(key.privateKey, 'ES256'));
}
