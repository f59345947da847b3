import { useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../utils/safe-redirect';

/** Where to go after signing in: the sanitised `redirect` search param, or '/'. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirectTarget(params.get('redirect'));
}
