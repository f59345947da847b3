import type { SVGProps } from 'react';
import type { InkStrokeDrawing } from '../../../shared/canvas/ink-drawing';

interface InkStrokePathProps extends Omit<SVGProps<SVGPathElement>, 'stroke'> {
  stroke: InkStrokeDrawing;
}

/** One stroke's ink in the current text colour: the outline filled, with the pen's soft edge. */
export function InkStrokePath({ stroke, ...props }: InkStrokePathProps) {
  const edge = stroke.edgeWidth > 0;
  return (
    <path
      d={stroke.outline}
      fill="currentColor"
      fillOpacity={stroke.opacity}
      stroke={edge ? 'currentColor' : 'none'}
      strokeOpacity={edge ? stroke.edgeOpacity : undefined}
      strokeWidth={edge ? stroke.edgeWidth : undefined}
      strokeLinejoin="round"
      {...props}
    />
  );
}
