import { useTranslation } from 'react-i18next';
import { PEN_TOOLS, type PenTool } from '../../../shared/canvas/tools';
import { ToolButton } from './tool-button';
import { PenIcon } from './toolbar-icons';

interface PenPickerProps {
  /** The pen in use, or null while the eraser or pan tool is. */
  selected: PenTool | null;
  onSelect: (tool: PenTool) => void;
}

/** The ten calligraphy pens, in the spec's order, each named and drawn by its nib. */
export function PenPicker({ selected, onSelect }: PenPickerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('canvas.pens')}
      className="-m-1 flex max-w-full items-center gap-1 overflow-x-auto p-1"
    >
      {PEN_TOOLS.map((tool) => (
        <ToolButton
          key={tool}
          label={t(`canvas.tools.${tool}`)}
          pressed={selected === tool}
          onClick={() => onSelect(tool)}
        >
          <PenIcon tool={tool} />
        </ToolButton>
      ))}
    </div>
  );
}
