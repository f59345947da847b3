import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth/use-auth';

/** The queue's code is fetched once a member is signed in (ADR 034). */
const MemberSaveQueue = lazy(() =>
  import('./member-save-queue').then((module) => ({ default: module.MemberSaveQueue })),
);

/**
 * Keeps the signed-in member's save queue sending on every page, so a session left waiting
 * (offline, or a failed save) lands when the connection returns, wherever the member is then.
 */
export function SaveQueueRunner() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MemberSaveQueue />
    </Suspense>
  );
}
