import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import type { ContentPreview } from '../../../shared/content/content-preview';
import { useContentPreview } from '../api/get-content-preview';

/** Each category with its free images, in the catalogue's order; categories with none are left out. */
function byCategory({ categories, images }: ContentPreview) {
  return categories
    .map((category) => ({ category, images: images.filter((image) => image.categoryId === category.id) }))
    .filter((group) => group.images.length > 0);
}

/** The free tracing images, browsable by category, and the way to begin tracing one. */
export function TracingPreview() {
  const { t } = useTranslation();
  const { imageTitle, imageAlt, categoryName } = useCatalogText();
  const preview = useContentPreview();
  if (preview.isPending) {
    return (
      <p role="status" className="text-muted">
        {t('marketing.explore.images.loading')}
      </p>
    );
  }
  if (preview.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-muted">
          {t('marketing.explore.images.failed')}
        </p>
        <Button variant="quiet" size="sm" onClick={() => void preview.refetch()}>
          {t('marketing.explore.images.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8" data-testid="tracing-preview">
      {byCategory(preview.data).map(({ category, images }) => (
        <section key={category.id} aria-labelledby={`preview-${category.id}`} className="flex flex-col gap-3">
          <h3
            id={`preview-${category.id}`}
            // The category's colour as a quiet rule at the start of its name, as on its chip.
            style={{ borderInlineStartColor: category.color }}
            className="border-s-4 ps-3 font-serif text-lg leading-tight text-fg"
          >
            {categoryName(category)}
          </h3>
          <ul className="grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-5">
            {images.map((image) => (
              <li key={image.id}>
                <figure className="flex aspect-square flex-col items-center justify-end gap-2 rounded-2xl border border-line bg-surface p-3">
                  {image.src && (
                    <img
                      src={image.src}
                      alt={imageAlt(image)}
                      loading="lazy"
                      className="min-h-0 w-full flex-1 object-contain opacity-80 dark:invert"
                    />
                  )}
                  <figcaption dir="auto" className="text-center text-xs text-muted">
                    {imageTitle(image)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <PreloadLink to="/meditate" className="button-primary self-start">
        {t('marketing.explore.images.begin')}
      </PreloadLink>
    </div>
  );
}
