import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import type { MeditationImage } from '../../../shared/content/content-responses';
import { LockIcon } from './lock-icon';

interface ImageGridProps {
  images: readonly MeditationImage[];
  selectedId: string | null;
  onSelect: (image: MeditationImage) => void;
}

const tileClass =
  'focus-ring relative flex aspect-square w-full flex-col items-center justify-end overflow-hidden rounded-2xl border-2 border-line bg-surface p-2 text-xs text-muted';

/** The category's images; premium ones the plan does not include show a lock and lead to /subscribe. */
export function ImageGrid({ images, selectedId, onSelect }: ImageGridProps) {
  const { t } = useTranslation();
  const { imageTitle, imageAlt } = useCatalogText();
  return (
    <ul
      aria-label={t('meditate.choose.images')}
      className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"
    >
      {images.map((image) => (
        <li key={image.id}>
          {image.locked || !image.src ? (
            <Link
              to="/subscribe"
              aria-label={`${imageTitle(image)}: ${t('meditate.choose.locked')}`}
              // Dashed rather than faded: dimming the tile took its title below 4.5:1 contrast.
              className={`${tileClass} border-dashed`}
            >
              <LockIcon className="absolute inset-0 m-auto size-8 opacity-70" />
              <span>{imageTitle(image)}</span>
              <span className="sr-only">{t('meditate.choose.unlock')}</span>
            </Link>
          ) : (
            <button
              type="button"
              aria-pressed={image.id === selectedId}
              onClick={() => onSelect(image)}
              className={`${tileClass} aria-pressed:border-accent`}
            >
              <img
                src={image.src}
                alt={imageAlt(image)}
                loading="lazy"
                className="absolute inset-2 m-auto max-h-[70%] opacity-80 dark:invert"
              />
              <span className="relative">{imageTitle(image)}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
