import type { PenTool } from '../../../shared/canvas/tools';
import { LineIcon } from '../../line-icon/line-icon';

/**
 * Line icons on a 24-unit grid, drawn in currentColor. Each pen shows its nib: a split steel
 * nib, a reed cut at an angle, a feather, a square chisel, a round brush, a pointed flexible
 * nib, bamboo joints, a poster-pen plate, two blades, a folded strip.
 */
const PEN_PATHS: Record<PenTool, string> = {
  fountain_pen: 'M12 3l5 7-5 11-5-11zM12 10v6M10.5 10h3',
  qalam: 'M8 21L16 3M16 3l2 4-9 14M6 21h4',
  quill: 'M19 4c-7 1-11 6-12 15M19 4c0 6-4 10-10 12M7 19l-2 2',
  chisel_pen: 'M9 3h6v9l-3 4-3-4zM9 16h6v4H9z',
  brush: 'M12 3v8M9 11h6l-1 5c-.5 3-1.5 5-2 5s-1.5-2-2-5z',
  copperplate_pen: 'M12 3l3 6-3 12-3-12zM12 9v7',
  bamboo_pen: 'M10 3h4v18h-4zM10 8h4M10 13h4M10 18h4',
  automatic_pen: 'M9 3h6v8l3 5H6l3-5zM6 16h12v3H6z',
  ruling_pen: 'M10 3l-1 14 3 4M14 3l1 14-3 4M10 10h4',
  folded_pen: 'M8 3h8l-2 9 3 9H7l3-9zM9.5 12h5',
};

function Icon({ d, mirrored }: { d: string; mirrored?: boolean }) {
  return (
    <LineIcon strokeWidth={1.6} mirrored={mirrored}>
      <path d={d} />
    </LineIcon>
  );
}

export function PenIcon({ tool }: { tool: PenTool }) {
  return <Icon d={PEN_PATHS[tool]} />;
}

const TOOL_PATHS = {
  eraser: 'M4 16l8-8 6 6-6 6H8zM12 20h8M9 11l6 6',
  pan: 'M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3',
  zoomIn: 'M11 4a7 7 0 110 14 7 7 0 010-14zM20 20l-4-4M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 110 14 7 7 0 010-14zM20 20l-4-4M8 11h6',
  clear: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13',
  settings: 'M4 7h10M18 7h2M4 17h2M10 17h10M16 5v4M8 15v4',
} as const;

export type ToolIconName = keyof typeof TOOL_PATHS;

/** Undo and redo point back and forth along the reading direction, so they turn in a right-to-left page. */
const MIRRORED: ReadonlySet<ToolIconName> = new Set(['undo', 'redo']);

export function ToolIcon({ name }: { name: ToolIconName }) {
  return <Icon d={TOOL_PATHS[name]} mirrored={MIRRORED.has(name)} />;
}
