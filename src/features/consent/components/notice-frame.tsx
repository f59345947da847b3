import { lazy, Suspense, type KeyboardEvent, type ReactNode } from 'react';
import { noticeMotion } from './notice-motion';

/** How the notice is displayed (spec §2); popup by default. */
export type NoticeVariant = 'banner' | 'popup' | 'modal';

const ModalFrame = lazy(() => import('./modal-frame').then((module) => ({ default: module.ModalFrame })));

/** Under 640 px (Tailwind's sm) every variant takes a smaller, full-width layout. */
const frameClass = {
  banner:
    'fixed inset-x-0 bottom-0 z-[99999] border-t border-line bg-surface px-4 py-4 text-fg shadow-2xl sm:px-8 sm:py-6',
  popup:
    'fixed inset-x-3 bottom-3 z-[99999] rounded-2xl border border-line bg-surface p-4 text-fg shadow-2xl sm:inset-x-auto sm:end-6 sm:bottom-6 sm:w-[28rem] sm:p-6',
} as const;

interface NoticeFrameProps {
  variant: NoticeVariant;
  titleId: string;
  exiting: boolean;
  onEscape: () => void;
  children: ReactNode;
}

/**
 * The notice's container. Banner and popup leave the page usable (a labelled region, no focus
 * taken); the modal traps focus. Escape inside any of them closes it.
 */
export function NoticeFrame({ variant, titleId, exiting, onEscape, children }: NoticeFrameProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onEscape();
  };
  if (variant === 'modal') {
    return (
      <Suspense fallback={null}>
        <ModalFrame titleId={titleId} exiting={exiting} onKeyDown={onKeyDown}>
          {children}
        </ModalFrame>
      </Suspense>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      data-consent-notice={variant}
      data-exiting={exiting || undefined}
      onKeyDown={onKeyDown}
      className={`${frameClass[variant]} ${noticeMotion}`}
    >
      <div className={variant === 'banner' ? 'mx-auto max-w-6xl' : undefined}>{children}</div>
    </section>
  );
}
