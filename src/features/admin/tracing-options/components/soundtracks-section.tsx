import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSoundtrack } from '../../../../shared/admin/tracing-options';
import { useContentList } from '../api/use-content-list';
import { ContentSection } from './content-section';
import { listState } from '../utils/list-state';
import { DeleteContentDialog } from './delete-content-dialog';
import { SoundtrackFormDialog } from './soundtrack-form-dialog';
import { SoundtracksTable } from './soundtracks-table';

/** The soundtracks members choose from: table, create and edit dialog, delete after confirmation. */
export function SoundtracksSection() {
  const { t } = useTranslation();
  const soundtracks = useContentList('soundtracks');
  const [editing, setEditing] = useState<{ soundtrack: AdminSoundtrack | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminSoundtrack | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onEdit = useCallback((soundtrack: AdminSoundtrack) => setEditing({ soundtrack }), []);
  const onDelete = useCallback((soundtrack: AdminSoundtrack) => {
    setFailure(null);
    setDeleting(soundtrack);
  }, []);
  const items = soundtracks.data ?? [];
  return (
    <ContentSection
      id="soundtracks"
      title={t('admin.tracingOptions.soundtracks.title')}
      intro={t('admin.tracingOptions.soundtracks.intro')}
      createLabel={t('admin.tracingOptions.soundtracks.create')}
      onCreate={() => setEditing({ soundtrack: null })}
      list={listState(soundtracks, items.length)}
      loadFailed={t('admin.tracingOptions.soundtracks.loadFailed')}
      empty={t('admin.tracingOptions.soundtracks.empty')}
      failure={failure}
      table={<SoundtracksTable soundtracks={items} onEdit={onEdit} onDelete={onDelete} />}
    >
      {editing && <SoundtrackFormDialog soundtrack={editing.soundtrack} onClose={() => setEditing(null)} />}
      <DeleteContentDialog
        resource="soundtracks"
        target={deleting}
        onClose={() => setDeleting(null)}
        onFailure={setFailure}
      />
    </ContentSection>
  );
}
