import { useTranslation } from 'react-i18next';
import { defaultLocale } from '../../shared/i18n/resources';

/**
 * The seeded catalogue's titles, names and alt texts in the reader's language. The database
 * keeps one text per item, the English an editor sees and edits; while an item still carries
 * the seed's English (en.catalog, by item ID), its translation is shown. An item an editor
 * renamed, or added, reads as it was written.
 */
export function useCatalogText() {
  const { t, i18n } = useTranslation();
  const seeded = (key: string, stored: string): string =>
    i18n.getResource(defaultLocale, 'translation', key) === stored ? t(key, stored) : stored;
  return {
    imageTitle: (image: { id: string; title: string }) =>
      seeded(`catalog.images.${image.id}.title`, image.title),
    imageAlt: (image: { id: string; alt: string }) => seeded(`catalog.images.${image.id}.alt`, image.alt),
    categoryName: (category: { id: string; name: string }) =>
      seeded(`catalog.categories.${category.id}.name`, category.name),
    categoryAlt: (category: { id: string; alt: string }) =>
      seeded(`catalog.categories.${category.id}.alt`, category.alt),
    soundtrackName: (soundtrack: { id: string; name: string }) =>
      seeded(`catalog.soundtracks.${soundtrack.id}`, soundtrack.name),
  };
}
