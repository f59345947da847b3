import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * dnd-kit's screen-reader instructions and live announcements, translated: which item was
 * picked up, where it is over, where it was dropped (positions counted from 1).
 */
export function useReorderAnnouncements(
  ids: readonly string[],
  titleOf: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();
  return useMemo(() => {
    const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
    const at = (key: 'over' | 'dropped', active: UniqueIdentifier, over: UniqueIdentifier | undefined) =>
      t(`admin.tracingOptions.images.reorder.${key}`, {
        title: titleOf(active),
        position: position(over ?? active),
        total: ids.length,
      });
    return {
      screenReaderInstructions: { draggable: t('admin.tracingOptions.images.reorder.instructions') },
      announcements: {
        onDragStart: ({ active }) =>
          t('admin.tracingOptions.images.reorder.pickedUp', { title: titleOf(active.id) }),
        onDragOver: ({ active, over }) => at('over', active.id, over?.id),
        onDragEnd: ({ active, over }) => at('dropped', active.id, over?.id),
        onDragCancel: ({ active }) =>
          t('admin.tracingOptions.images.reorder.cancelled', { title: titleOf(active.id) }),
      },
    };
  }, [t, ids, titleOf]);
}
