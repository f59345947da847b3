import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface MoveButtonsProps {
  /** The item's title, for the buttons' accessible names. */
  title: string;
  /** The item's place in the list: when it changes after a move, the pressed button gets the focus back. */
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
}

const buttonClass =
  'focus-ring rounded-md px-1.5 py-1 text-muted hover:bg-accent/10 aria-disabled:cursor-default aria-disabled:opacity-30 aria-disabled:hover:bg-transparent';

/**
 * Move up and Move down: the plain-button way to reorder, for keyboards and screen readers. The
 * pressed button keeps the focus as its row moves (moving a DOM node drops its focus, so it is
 * given back), and at the ends a button is aria-disabled rather than disabled, so it is not lost.
 */
export function MoveButtons({ title, position, canMoveUp, canMoveDown, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  const pressed = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    pressed.current?.focus();
    pressed.current = null;
  }, [position]);
  const button = (step: -1 | 1, enabled: boolean, label: string, arrow: string) => (
    <button
      type="button"
      className={buttonClass}
      aria-label={label}
      aria-disabled={enabled ? undefined : true}
      onClick={(event) => {
        if (!enabled) return;
        pressed.current = event.currentTarget;
        onMove(step);
      }}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
  return (
    <span className="inline-flex">
      {button(-1, canMoveUp, t('admin.tracingOptions.images.moveUp', { title }), '↑')}
      {button(1, canMoveDown, t('admin.tracingOptions.images.moveDown', { title }), '↓')}
    </span>
  );
}
