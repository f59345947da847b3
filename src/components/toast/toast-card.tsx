import { Toast, useToastContext } from '@ark-ui/react/toast';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { TOAST_SETTINGS } from './toast-settings';
import { useSwipeDismiss } from './use-swipe-dismiss';

interface ToastCardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** A button beside the text (its click is the toast's `action.onClick`), e.g. "Reload". */
  actionLabel?: string | undefined;
}

/** One toast: title, description, an optional action and a labelled close button; swipe sideways to dismiss. */
export function ToastCard({ title, description, actionLabel }: ToastCardProps) {
  const { t } = useTranslation();
  const api = useToastContext();
  const swipe = useSwipeDismiss({
    thresholdPx: TOAST_SETTINGS.swipeThresholdPx,
    onDismiss: api.dismiss,
    onDragStart: api.pause,
    onDragCancel: api.resume,
  });

  return (
    <Toast.Root
      {...swipe.handlers}
      style={{ ...swipe.style, width: `min(${TOAST_SETTINGS.widthPx}px, calc(100vw - 2rem))` }}
      data-swiping={swipe.swiping ? '' : undefined}
      className="toast-root flex touch-pan-y items-start gap-3 rounded-2xl border border-line bg-surface p-4 text-fg shadow-lg shadow-black/10 select-none"
    >
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" />
      <div className="min-w-0 flex-1">
        {title ? <Toast.Title className="font-medium">{title}</Toast.Title> : null}
        {description ? (
          <Toast.Description className="mt-0.5 text-sm text-muted">{description}</Toast.Description>
        ) : null}
        {actionLabel ? (
          <Toast.ActionTrigger className="focus-ring mt-2 rounded-full bg-accent px-3 py-1 text-sm font-medium text-on-accent transition-colors hover:bg-accent/90">
            {actionLabel}
          </Toast.ActionTrigger>
        ) : null}
      </div>
      <Toast.CloseTrigger
        aria-label={t('toast.dismiss')}
        className="-m-1 rounded-full p-1 text-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
        </svg>
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}
