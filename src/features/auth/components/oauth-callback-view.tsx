import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';
import { Progress } from '../../../components/progress/progress';

/** The spec shows a progress bar at 60 while the sign-in code is exchanged. */
const CALLBACK_PROGRESS = 60;

/** Shared body of the OAuth callback pages; the code exchange comes with the auth issue. */
export function OAuthCallbackView() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.oauthCallback.title')} body={t('pages.oauthCallback.body')}>
      <Progress
        value={CALLBACK_PROGRESS}
        label={t('pages.oauthCallback.title')}
        className="mx-auto max-w-xs"
      />
    </PlaceholderPage>
  );
}
