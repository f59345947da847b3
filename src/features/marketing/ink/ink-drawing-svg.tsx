import type { ReactNode } from 'react';
import type { InkDrawing } from '../../../shared/canvas/ink-drawing';

interface InkDrawingSvgProps {
  drawing: InkDrawing;
  /** What the drawing shows, for screen readers; without it the drawing is decorative. */
  label?: string;
  className?: string;
  /** The strokes (and whatever they need, such as masks). */
  children: ReactNode;
}

/** The frame of a drawing made by the pens ahead of time: its own coordinates scaled to the element. */
export function InkDrawingSvg({ drawing, label, className, children }: InkDrawingSvgProps) {
  return (
    <svg
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </svg>
  );
}
