import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/line-icon/line-icon';

interface MenuButtonProps {
  open: boolean;
  /** The id of the panel it opens. */
  controls: string;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** Opens the header's links on a phone or tablet, where they do not fit beside the brand; hidden from 1280 px. */
export function MenuButton({ open, controls, onToggle, buttonRef }: MenuButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={buttonRef}
      type="button"
      data-testid="header-menu"
      aria-label={t('nav.menu')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="icon-button focus-ring ms-auto xl:hidden"
    >
      <LineIcon>
        <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
      </LineIcon>
    </button>
  );
}
