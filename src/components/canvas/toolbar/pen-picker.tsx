import { useTranslation } from 'react-i18next';
import { PEN_TOOLS, type PenTool } from '../../../shared/canvas/tools';
import { ToolButton } from './tool-button';
import { PenIcon } from './toolbar-icons';

interface PenPickerProps {
  /** The pen in use, or null while the eraser or pan tool is. */
  selected: PenTool | null;
  onSelect: (tool: PenTool) => void;
}

/**
 * The ten calligraphy pens, in the spec's order, each named and drawn by its nib: one row on a
 * wide screen; on a phone two rows of five larger buttons, so every pen shows without scrolling
 * (ADR 035).
 */
export function PenPicker({ selected, onSelect }: PenPickerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('canvas.pens')}
      className="grid w-full grid-cols-5 justify-items-center gap-1 sm:flex sm:w-auto sm:items-center"
    >
      {PEN_TOOLS.map((tool) => (
        <ToolButton
          key={tool}
          label={t(`canvas.tools.${tool}`)}
          pressed={selected === tool}
          onClick={() => onSelect(tool)}
          className="max-sm:size-11"
        >
          <PenIcon tool={tool} />
        </ToolButton>
      ))}
    </div>
  );
}
