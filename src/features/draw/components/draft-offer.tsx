import { useTranslation } from 'react-i18next';

interface DraftOfferProps {
  onRestore: () => void;
  onDiscard: () => void;
}

/** The calm question after a crash or a closed tab: bring the drawing back, or start fresh. */
export function DraftOffer({ onRestore, onDiscard }: DraftOfferProps) {
  const { t } = useTranslation();
  return (
    <section
      role="region"
      aria-labelledby="draft-offer-title"
      data-testid="draft-offer"
      className="flex flex-wrap items-center justify-between gap-4 rounded-3xl border border-accent/40 bg-accent/10 px-5 py-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id="draft-offer-title" className="font-medium text-fg">
          {t('draw.draft.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('draw.draft.body')}</p>
      </div>
      <div className="flex gap-3">
        <button type="button" className="button-quiet focus-ring px-4 py-2" onClick={onDiscard}>
          {t('draw.draft.discard')}
        </button>
        <button type="button" className="button-primary focus-ring px-4 py-2" onClick={onRestore}>
          {t('draw.draft.restore')}
        </button>
      </div>
    </section>
  );
}
