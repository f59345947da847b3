import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { toaster } from '../../../components/toast/toaster';
import { downloadBlob } from '../../../lib/download/download-blob';
import { exportFileName, type ExportFormat } from '../../../lib/download/export-file-name';
import type { ImportOutcome } from '../../../shared/canvas/engine-api';
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

interface DrawActionsProps {
  controller: CanvasController | null;
  /** Strokes on the canvas now: importing over a drawing asks first. */
  strokeCount: number;
  /** The drawing was exported whole (JSON), so it is kept outside the page. */
  onSaved: () => void;
}

/**
 * Export as JSON, PNG or SVG (downloads) and import JSON (file dialog), with the spec's messages.
 * A file that would load over a drawing is checked first and only then the member is asked.
 */
export function DrawActions({ controller, strokeCount, onSaved }: DrawActionsProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<File | null>(null);
  const disabled = controller === null;

  const exportAs = async (format: ExportFormat) => {
    if (!controller) return;
    try {
      const blob = await controller.exportAs(format);
      downloadBlob(blob, exportFileName(format));
      if (format === 'json') onSaved();
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

  const refused = (outcome: Extract<ImportOutcome, { ok: false }>) =>
    toaster.error({
      title: t(importFailureKey(outcome), { ...IMPORT_LIMIT_VALUES, count: outcome.skippedStrokes ?? 0 }),
    });

  const importFile = async (file: File) => {
    if (!controller) return;
    try {
      const outcome = await controller.importFile(file);
      if (!outcome.ok) refused(outcome);
      else if (outcome.skippedStrokes > 0)
        toaster.success({ title: t('draw.importedSkipped', { count: outcome.skippedStrokes }) });
      else toaster.success({ title: t('draw.imported') });
    } catch (error) {
      console.error('Import failed', error);
      toaster.error({ title: t(importErrorKey(error)) });
    }
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file || !controller) return;
    if (strokeCount === 0) return importFile(file);
    try {
      const check = await controller.importFile(file, { dryRun: true });
      if (check.ok) setReplacing(file);
      else refused(check);
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
        onChange={(event) => void chooseFile(event.target.files?.[0])}
      />
      <ConfirmDialog
        open={replacing !== null}
        tone="primary"
        title={t('draw.replace.title')}
        description={t('draw.replace.body', { name: replacing?.name ?? '' })}
        confirmLabel={t('draw.replace.confirm')}
        cancelLabel={t('draw.replace.cancel')}
        onConfirm={() => {
          const file = replacing;
          setReplacing(null);
          if (file) void importFile(file);
        }}
        onCancel={() => setReplacing(null)}
      />
    </div>
  );
}
