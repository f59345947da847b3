import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import { downloadBlob } from '../../../../lib/download/download-blob';
import type { ConsentRecordFilters } from '../../../../shared/consent/consent-record';
import { exportConsentRecords } from '../api/export-consent-records';

/** Downloads the records the filters select as CSV (the whole ledger when none is set). */
export function ExportConsentsButton({ filters }: { filters: ConsentRecordFilters }) {
  const { t } = useTranslation();
  const fetcher = useFetchWithAuth();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportConsentRecords(fetcher, filters);
      downloadBlob(blob, fileName);
    } catch (error) {
      console.error('Consent records export failed', error);
      toaster.error({ title: t('admin.consents.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <button type="button" className="button-quiet" disabled={exporting} onClick={() => void exportCsv()}>
      {exporting ? t('admin.consents.exporting') : t('admin.consents.exportCsv')}
    </button>
  );
}
