import { useId, useRef, type ReactNode } from 'react';
import { useScrollsSideways } from './use-scrolls-sideways';

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
 * While it scrolls, the frame is a tab stop named by the caption, so the keyboard can scroll it
 * too (WCAG 2.1.1; a table of plain text has nothing else to focus). It is no tab stop otherwise.
 */
export function TableFrame({ testId, caption, minWidthClass, children }: TableFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const scrolls = useScrollsSideways(frame);
  return (
    <div
      ref={frame}
      className="scroll-shadows focus-ring relative overflow-x-auto rounded-2xl border border-line"
      data-testid={testId}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
    >
      <table className={`w-full ${minWidthClass} border-collapse text-start text-sm`}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
