import { expectOk } from '../../../lib/api/read-json';
import { redirectResponseSchema } from '../../../shared/billing/subscription';
import { usableRedirectUrl } from '../utils/usable-redirect-url';

/**
 * Reads a `{url}` answer (checkout, portal, a local payment): a non-OK status throws an ApiError
 * like readJson; an OK answer without a URL the browser may follow resolves to null, so callers
 * can tell "the call failed" from "it gave us nowhere to go".
 */
export async function readRedirect(response: Response): Promise<string | null> {
  await expectOk(response);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = redirectResponseSchema.safeParse(body);
  return parsed.success ? usableRedirectUrl(parsed.data.url) : null;
}
