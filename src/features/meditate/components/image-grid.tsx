import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeditationImage } from '../../../shared/content/content-responses';

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
              aria-label={`${image.title}: ${t('meditate.choose.locked')}`}
              className={`${tileClass} opacity-70`}
            >
              <LockIcon />
              <span>{image.title}</span>
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
                alt={image.alt}
                loading="lazy"
                className="absolute inset-2 m-auto max-h-[70%] opacity-80 dark:invert"
              />
              <span className="relative">{image.title}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="absolute inset-0 m-auto size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
