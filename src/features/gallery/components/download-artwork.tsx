import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import { toaster } from '../../../components/toast/toaster';
import { downloadBlob } from '../../../lib/download/download-blob';
import { exportFileName, type ExportFormat } from '../../../lib/download/export-file-name';

const labelKeys = {
  png: 'gallery.downloadPng',
  svg: 'gallery.downloadSvg',
  json: 'gallery.downloadJson',
} as const satisfies Record<ExportFormat, string>;

interface DownloadArtworkProps {
  controller: CanvasController | null;
  /** When it was drawn: names the files. */
  createdAt: string;
}

/** Downloads the shown artwork as PNG, SVG or JSON, exported by the engine that displays it. */
export function DownloadArtwork({ controller, createdAt }: DownloadArtworkProps) {
  const { t } = useTranslation();

  const download = async (format: ExportFormat) => {
    if (!controller) return;
    try {
      const blob = await controller.exportAs(format);
      downloadBlob(blob, exportFileName(format, new Date(createdAt)));
    } catch (error) {
      console.error('Artwork export failed', error);
      toaster.error({ title: t('gallery.exportFailed') });
    }
  };

  return (
    <div role="group" aria-label={t('gallery.download')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">{t('gallery.download')}</span>
      {(Object.keys(labelKeys) as ExportFormat[]).map((format) => (
        <button
          key={format}
          type="button"
          disabled={!controller}
          onClick={() => void download(format)}
          className="button-quiet px-3 py-1.5 text-sm disabled:opacity-40"
        >
          {t(labelKeys[format])}
        </button>
      ))}
    </div>
  );
}
