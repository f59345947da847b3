import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { toaster } from '../../../components/toast/toaster';
import type { SessionInfo } from '../../../shared/auth/auth-responses';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { describeUserAgent } from '../utils/describe-user-agent';
import { ProfileSection } from './profile-section';

/** The account's signed-in devices; any but this one can be signed out. */
export function DevicesSection() {
  const { t } = useTranslation();
  const sessions = useSessions();
  return (
    <ProfileSection
      heading={t('profile.devices.heading')}
      intro={t('profile.devices.intro')}
      testId="profile-devices"
    >
      {sessions.isError && <FormMessage tone="error">{t('profile.devices.loadFailed')}</FormMessage>}
      {sessions.data && (
        <ul className="flex flex-col divide-y divide-line" data-testid="device-list">
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

function DeviceRow({ session }: { session: SessionInfo }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.userAgent);
  const name = device
    ? t('profile.devices.device', { browser: device.browser, os: device.os })
    : t('profile.devices.unknownDevice');
  const lastActive = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(session.lastUsedAt));
  const nameId = `device-${session.id}`;
  const signOut = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toaster.success({ title: t('profile.devices.signedOut') }),
      onError: () => toaster.error({ title: t('profile.devices.failed') }),
    });
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid="device"
      data-current={session.current}
    >
      <div className="flex flex-col">
        <span id={nameId} className="font-medium text-fg">
          {name}
          {session.current && (
            <span className="ms-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent-fg">
              {t('profile.devices.current')}
            </span>
          )}
        </span>
        <span className="text-sm text-muted">{t('profile.devices.lastActive', { time: lastActive })}</span>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button-quiet"
          aria-describedby={nameId}
          disabled={revoke.isPending}
          onClick={signOut}
          data-testid="device-sign-out"
        >
          {t('profile.devices.signOut')}
        </button>
      )}
    </li>
  );
}
