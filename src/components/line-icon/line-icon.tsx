import type { ReactNode } from 'react';

interface LineIconProps {
  /** The shapes, on a 24-unit grid. */
  children: ReactNode;
  strokeWidth?: number;
  /** Turns the icon round in a right-to-left page, for icons that point along the reading direction. */
  mirrored?: boolean;
}

/**
 * A line icon drawn in currentColor with round ends, 20 px square. Decorative: the control it
 * sits in carries the name.
 */
export function LineIcon({ children, strokeWidth = 1.5, mirrored = false }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={mirrored ? 'size-5 rtl:-scale-x-100' : 'size-5'}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
