import type { AdminSoundtrack } from '../../../../shared/admin/tracing-options';

export type SoundtrackKind = 'silence' | 'recipe' | 'upload' | 'url';

/** Where a soundtrack's sound comes from, as the table names it. */
export function soundtrackKind(soundtrack: AdminSoundtrack): SoundtrackKind {
  const kind = soundtrack.source?.kind;
  if (kind === 'silence' || kind === 'recipe') return kind;
  return soundtrack.stored ? 'upload' : 'url';
}
