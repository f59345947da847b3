import type { ReactNode } from 'react';

interface ToolButtonProps {
  /** The accessible name (translated); also the tooltip. */
  label: string;
  onClick: () => void;
  /** For toggles: whether the tool is on. */
  pressed?: boolean;
  disabled?: boolean;
  /** For disclosure buttons: whether the panel `controls` names is open. */
  expanded?: boolean;
  controls?: string;
  children: ReactNode;
  testId?: string;
  /** Classes added to the button's own (a size for a variant, such as the pens on a phone). */
  className?: string;
}

/** A round icon button of the canvas toolbar; a pressed tool is filled with the accent. */
export function ToolButton({
  label,
  onClick,
  pressed,
  disabled = false,
  expanded,
  controls,
  children,
  testId,
  className = '',
}: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
      className={`focus-ring inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-line text-fg transition-colors hover:border-accent hover:text-accent-fg disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent/15 aria-pressed:text-accent-fg aria-expanded:border-accent aria-expanded:text-accent-fg ${className}`}
    >
      {children}
    </button>
  );
}
