import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import type { ImageCategory } from '../../../shared/content/content-responses';

interface CategoryTabsProps {
  categories: readonly ImageCategory[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The image categories as a row of toggle buttons, each with its colour. */
export function CategoryTabs({ categories, selectedId, onSelect }: CategoryTabsProps) {
  const { t } = useTranslation();
  const { categoryName, categoryAlt } = useCatalogText();
  return (
    <div role="group" aria-label={t('meditate.choose.categories')} className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={category.id === selectedId}
          title={categoryAlt(category)}
          onClick={() => onSelect(category.id)}
          className="button-quiet focus-ring flex items-center gap-2 px-3.5 py-1.5 text-sm aria-pressed:border-accent aria-pressed:bg-accent/10"
        >
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ backgroundColor: category.color }}
          />
          {categoryName(category)}
        </button>
      ))}
    </div>
  );
}
