import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '../../../../shared/admin/tracing-options';
import { useContentList } from '../api/use-content-list';
import { CategoriesTable } from './categories-table';
import { CategoryFormDialog } from './category-form-dialog';
import { ContentSection } from './content-section';
import { listState } from '../utils/list-state';
import { DeleteContentDialog } from './delete-content-dialog';

/** The image categories: table, create and edit dialog, delete after confirmation. */
export function CategoriesSection() {
  const { t } = useTranslation();
  const categories = useContentList('categories');
  const [editing, setEditing] = useState<{ category: AdminCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onEdit = useCallback((category: AdminCategory) => setEditing({ category }), []);
  const onDelete = useCallback((category: AdminCategory) => {
    setFailure(null);
    setDeleting(category);
  }, []);
  const items = categories.data ?? [];
  return (
    <ContentSection
      id="categories"
      title={t('admin.tracingOptions.categories.title')}
      intro={t('admin.tracingOptions.categories.intro')}
      createLabel={t('admin.tracingOptions.categories.create')}
      onCreate={() => setEditing({ category: null })}
      list={listState(categories, items.length)}
      loadFailed={t('admin.tracingOptions.categories.loadFailed')}
      empty={t('admin.tracingOptions.categories.empty')}
      failure={failure}
      table={<CategoriesTable categories={items} onEdit={onEdit} onDelete={onDelete} />}
    >
      {editing && <CategoryFormDialog category={editing.category} onClose={() => setEditing(null)} />}
      <DeleteContentDialog
        resource="categories"
        target={deleting}
        onClose={() => setDeleting(null)}
        onFailure={setFailure}
      />
    </ContentSection>
  );
}
