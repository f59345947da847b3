import type { ReactNode } from 'react';

export interface TableFrameProps {
  testId: string;
  /** Read to screen readers only: what the rows are. */
  caption: string;
  /** A Tailwind min-w-[…] class: below it the table scrolls sideways inside its frame. */
  minWidthClass: string;
  /** The thead and tbody. */
  children: ReactNode;
}

/**
 * A data table inside a rounded frame that scrolls sideways on a narrow screen, never the page,
 * its hidden side shaded so the scroll shows.
 * The frame is positioned so the table's screen-reader-only texts (absolutely positioned) stay
 * inside its scroll box instead of widening the page.
 */
export function TableFrame({ testId, caption, minWidthClass, children }: TableFrameProps) {
  return (
    <div
      className="scroll-shadows relative overflow-x-auto rounded-2xl border border-line"
      data-testid={testId}
    >
      <table className={`w-full ${minWidthClass} border-collapse text-start text-sm`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
