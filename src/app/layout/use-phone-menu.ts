import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * The header's menu on a phone or tablet: open until the page changes (it remembers the location it was
 * opened on, so a navigation closes it without an effect), and Escape closes it and hands the
 * focus back to its button.
 */
export function usePhoneMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = openAt === location.key;
  return {
    open,
    id,
    buttonRef,
    toggle: () => setOpenAt(open ? null : location.key),
    onKeyDown: (event: KeyboardEvent) => {
      if (!open || event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    },
  };
}
