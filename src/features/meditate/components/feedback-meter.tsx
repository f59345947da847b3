import { useTranslation } from 'react-i18next';
import type { TracingFeedback } from '../../../shared/canvas/tracing-feedback';

/**
 * Gentle tracing feedback: coverage and accuracy as whole percentages, announced politely. The
 * line is there before the first figures arrive, so the canvas below does not jump under the pen.
 */
export function FeedbackMeter({ feedback }: { feedback: TracingFeedback | null }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <p
      role="status"
      aria-label={t('meditate.session.feedback')}
      className="flex gap-4 text-sm text-muted tabular-nums"
    >
      {feedback ? (
        <>
          <span>{t('meditate.session.coverage', { percent: percent.format(feedback.coverage) })}</span>
          <span>{t('meditate.session.accuracy', { percent: percent.format(feedback.accuracy) })}</span>
        </>
      ) : (
        <span aria-hidden="true">{'\u00a0'}</span>
      )}
    </p>
  );
}
