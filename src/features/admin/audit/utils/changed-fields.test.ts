import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('lists only the fields whose values differ, added and removed ones too', () => {
    const before = { email: 'a@example.com', role: 'user', tags: ['x'], gone: 1 };
    const after = { email: 'a@example.com', role: 'editor', tags: ['x'], added: true };
    expect(changedFields(before, after)).toEqual([
      { key: 'role', before: 'user', after: 'editor' },
      { key: 'gone', before: 1, after: undefined },
      { key: 'added', before: undefined, after: true },
    ]);
  });

  it('shows every field of a created or deleted record', () => {
    expect(changedFields(null, { name: 'New' })).toEqual([{ key: 'name', before: undefined, after: 'New' }]);
    expect(changedFields({ name: 'Old' }, null)).toEqual([{ key: 'name', before: 'Old', after: undefined }]);
  });
});
