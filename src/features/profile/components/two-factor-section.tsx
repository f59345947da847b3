import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { toaster } from '../../../components/toast/toaster';
import { RecoveryCodes } from '../../../components/two-factor/recovery-codes';
import { TwoFactor } from '../../../components/two-factor/two-factor';
import { hasApiErrorCode } from '../../../lib/api/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import type { MeResponse } from '../../../shared/auth/auth-responses';
import { escalationRequiredCode } from '../../../shared/auth/escalation';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { profileKeys } from '../api/profile-keys';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { ProfileSection } from './profile-section';

/** A step-up the user cancelled is not a failure worth a message. */
const cancelledStepUp = (error: unknown) => hasApiErrorCode(error, escalationRequiredCode);

/** Turn two-factor on (QR, code, recovery codes) or off (after confirmation and step-up). */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Set-up stays on screen until the user has seen the recovery codes, even though the profile
  // already says two-factor is on.
  const [settingUp, setSettingUp] = useState(false);

  // The server turned two-factor on: the cached profile says so at once (the panel reads "on"
  // beside the recovery codes), and a refetch confirms it.
  const markEnabled = () => {
    const key = profileKeys.me.ofUser(user?.id);
    queryClient.setQueryData<MeResponse>(key, (me) => me && { ...me, twoFactorEnabled: true });
    void queryClient.invalidateQueries({ queryKey: key });
    toaster.success({ title: t('profile.twoFactor.enabled') });
  };

  if (regenerate.data) {
    return (
      <ProfileSection heading={t('profile.twoFactor.heading')} testId="profile-two-factor">
        <RecoveryCodes codes={regenerate.data} onDone={() => regenerate.reset()} />
      </ProfileSection>
    );
  }

  if (!enabled || settingUp) {
    return (
      <ProfileSection
        heading={t('profile.twoFactor.heading')}
        intro={enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
        testId="profile-two-factor"
      >
        <TwoFactor
          mode="setup"
          onStart={() => setSettingUp(true)}
          onEnabled={markEnabled}
          onDone={() => setSettingUp(false)}
        />
      </ProfileSection>
    );
  }

  const turnOff = () => {
    setFailure(null);
    disable.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toaster.success({ title: t('profile.twoFactor.disabled') });
      },
      onError: (error) => {
        if (!cancelledStepUp(error)) setFailure(t('profile.twoFactor.disableFailed'));
      },
    });
  };

  const newCodes = () => {
    setFailure(null);
    regenerate.mutate(undefined, {
      onError: (error) => {
        if (!cancelledStepUp(error)) setFailure(t('profile.twoFactor.regenerateFailed'));
      },
    });
  };

  return (
    <ProfileSection
      heading={t('profile.twoFactor.heading')}
      intro={t('profile.twoFactor.on')}
      testId="profile-two-factor"
    >
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {confirming ? (
        <div className="flex flex-col gap-3" role="group" aria-label={t('profile.twoFactor.disable')}>
          <p className="text-fg">{t('profile.twoFactor.confirmDisable')}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="button-primary" disabled={disable.isPending} onClick={turnOff}>
              {t('profile.twoFactor.confirmDisableButton')}
            </button>
            <button type="button" className="button-quiet" onClick={() => setConfirming(false)}>
              {t('profile.twoFactor.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="button-quiet" onClick={() => setConfirming(true)}>
            {t('profile.twoFactor.disable')}
          </button>
          <button type="button" className="button-quiet" disabled={regenerate.isPending} onClick={newCodes}>
            {t('profile.twoFactor.regenerate')}
          </button>
        </div>
      )}
    </ProfileSection>
  );
}
