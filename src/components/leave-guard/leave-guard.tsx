import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useConfirmUnload } from '../../lib/navigation/use-confirm-unload';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

interface LeaveGuardProps {
  /** While true, leaving the page asks first. */
  when: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * Asks before work is lost by leaving: an in-app link, the browser's back and forward buttons
 * (the router blocks them and this dialog asks), and closing or reloading the tab (the browser
 * asks in its own words). A link to the page itself, or a change of search only, leaves nothing.
 */
export function LeaveGuard({ when, title, description, confirmLabel, cancelLabel }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useConfirmUnload(when);
  // The work was kept while the question was open (a session whose time ran out is saved): the
  // member asked to go, so go.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.proceed();
  }, [when, blocker]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
