import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import { exportCanvasBlob } from '../../../components/canvas/export-canvas-blob';
import { toaster } from '../../../components/toast/toaster';
import { downloadBlob } from '../../../lib/download/download-blob';
import { exportFileName, type ExportFormat } from '../../../lib/download/export-file-name';
import { IMPORT_LIMIT_VALUES, importErrorKey, importFailureKey } from '../utils/import-message';

const exportFailureKeys = {
  json: 'draw.errors.exportCanvas',
  png: 'draw.errors.exportImage',
  svg: 'draw.errors.exportSvg',
} as const satisfies Record<ExportFormat, string>;

const exportLabelKeys = {
  json: 'draw.exportJson',
  png: 'draw.exportPng',
  svg: 'draw.exportSvg',
} as const satisfies Record<ExportFormat, string>;

/** Export as JSON, PNG or SVG (downloads) and import JSON (file dialog), with the spec's messages. */
export function DrawActions({ controller }: { controller: CanvasController | null }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const disabled = controller === null;

  const exportAs = async (format: ExportFormat) => {
    if (!controller) return;
    try {
      const blob = await exportCanvasBlob(controller, format);
      downloadBlob(blob, exportFileName(format));
    } catch (error) {
      console.error('Export failed', error);
      toaster.error({ title: t(exportFailureKeys[format]) });
    }
  };

  const openFileDialog = () => {
    const input = fileInput.current;
    try {
      if (!input) throw new Error('The file input is not mounted');
      input.value = ''; // choosing the same file again must fire change
      input.click();
    } catch (error) {
      console.error('Could not open the file dialog', error);
      toaster.error({ title: t('draw.errors.openFileDialog') });
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file || !controller) return;
    try {
      const outcome = await controller.api.importJson(file);
      if (!outcome.ok) toaster.error({ title: t(importFailureKey(outcome), IMPORT_LIMIT_VALUES) });
      else if (outcome.skippedStrokes > 0)
        toaster.success({ title: t('draw.importedSkipped', { count: outcome.skippedStrokes }) });
      else toaster.success({ title: t('draw.imported') });
    } catch (error) {
      console.error('Import failed', error);
      toaster.error({ title: t(importErrorKey(error)) });
    }
  };

  return (
    <div role="group" aria-label={t('draw.export')} className="flex flex-wrap items-center gap-2">
      {(['json', 'png', 'svg'] as const).map((format) => (
        <button
          key={format}
          type="button"
          disabled={disabled}
          onClick={() => void exportAs(format)}
          className="button-quiet focus-ring px-3.5 py-1.5 text-sm disabled:opacity-40"
        >
          {t(exportLabelKeys[format])}
        </button>
      ))}
      <button
        type="button"
        disabled={disabled}
        onClick={openFileDialog}
        className="button-quiet focus-ring px-3.5 py-1.5 text-sm disabled:opacity-40"
      >
        {t('draw.import')}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="import-file"
        onChange={(event) => void importFile(event.target.files?.[0])}
      />
    </div>
  );
}
