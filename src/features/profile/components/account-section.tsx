import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { TextField } from '../../../components/form/text-field';
import { toaster } from '../../../components/toast/toaster';
import { hasInvisibleCharacters, type UpdateMeRequest } from '../../../shared/auth/auth-requests';
import type { MeResponse } from '../../../shared/auth/auth-responses';
import { useUpdateMe } from '../api/update-me';
import { ProfileSection } from './profile-section';

/** Email (read only), name and display name; only changed fields are sent. */
export function AccountSection({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const [name, setName] = useState(me.name);
  const [displayName, setDisplayName] = useState(me.displayName ?? '');
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!name.trim()) return setMessage({ tone: 'error', text: t('auth.validation.nameRequired') });
    if (hasInvisibleCharacters(name.trim()) || hasInvisibleCharacters(displayName.trim())) {
      return setMessage({ tone: 'error', text: t('auth.validation.nameInvisibleCharacters') });
    }
    const changes: UpdateMeRequest = {};
    if (name.trim() !== me.name) changes.name = name.trim();
    if (displayName.trim() !== (me.displayName ?? '')) changes.displayName = displayName.trim() || null;
    if (Object.keys(changes).length === 0)
      return setMessage({ tone: 'info', text: t('profile.account.noChanges') });
    setMessage(null);
    update.mutate(changes, {
      onSuccess: () => toaster.success({ title: t('profile.account.saved') }),
      onError: () => setMessage({ tone: 'error', text: t('profile.account.failed') }),
    });
  };

  return (
    <ProfileSection heading={t('profile.account.heading')} testId="profile-account">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-fg">{t('profile.account.email')}</span>
          <span className="text-muted" data-testid="profile-email">
            {me.email}
          </span>
        </p>
        <TextField
          label={t('auth.fields.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('auth.fields.displayName')}
          name="displayName"
          autoComplete="nickname"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <div>
          <button type="submit" className="button-primary" disabled={update.isPending}>
            {update.isPending ? t('profile.account.saving') : t('profile.account.save')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
