import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import { useContentPreview } from '../api/get-content-preview';

/** The soundtracks by name, as the catalogue lists them, the premium ones marked. Nothing until they arrive. */
export function SoundtrackNames() {
  const { t } = useTranslation();
  const { soundtrackName } = useCatalogText();
  const { data } = useContentPreview();
  if (!data || data.soundtracks.length === 0) return null;
  return (
    <ul aria-label={t('marketing.explore.practice.soundtracks.list')} className="flex flex-wrap gap-2">
      {data.soundtracks.map((track) => (
        <li key={track.id} className="rounded-full border border-line px-3 py-1 text-sm text-fg">
          {soundtrackName(track)}
          {track.premium && (
            <span className="ms-2 text-xs text-muted">
              {t('marketing.explore.practice.soundtracks.premium')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
