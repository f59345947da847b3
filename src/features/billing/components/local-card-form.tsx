import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { ApiError } from '../../../lib/api/api-error';
import { usePayLocalCheckout } from '../api/pay-local-checkout';

type Problem = 'required' | 'declined' | 'invalid' | 'expired' | 'tooMany' | 'failed' | 'paidNoReturn';

const problemKeys = {
  required: 'billing.localCheckout.cardRequired',
  declined: 'billing.localCheckout.declined',
  invalid: 'billing.localCheckout.invalidCard',
  expired: 'billing.localCheckout.expired',
  tooMany: 'billing.localCheckout.tooManyAttempts',
  failed: 'billing.localCheckout.payFailed',
  paidNoReturn: 'billing.localCheckout.paidNoReturn',
} as const satisfies Record<Problem, string>;

/**
 * What a failed payment means: 402 declined, 400 not a test card, 404 the session is gone, 429
 * too many tries on it. The texts are the server's, translated.
 */
function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 402) return 'declined';
  if (error.status === 400) return 'invalid';
  if (error.status === 404) return 'expired';
  if (error.status === 429) return 'tooMany';
  return 'failed';
}

/**
 * The test card field ("Card number") and "Pay". A refusal is announced at once and tied to the
 * field; success sends the browser to the success URL the server answers.
 */
export function LocalCardForm({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const pay = usePayLocalCheckout(sessionId);
  const [cardNumber, setCardNumber] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = pay.isPending || leaving;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!cardNumber.trim()) return setProblem('required');
    setProblem(null);
    pay.mutate(
      { cardNumber: cardNumber.trim() },
      {
        onSuccess: (url) => {
          if (!url) return setProblem('paidNoReturn');
          setLeaving(true);
          window.location.assign(url);
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('billing.localCheckout.cardNumber')}
        </label>
        <input
          id={id}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          maxLength={40}
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          aria-invalid={problem && problem !== 'paidNoReturn' ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          className="focus-ring h-12 rounded-xl border border-control bg-canvas px-3.5 font-mono tracking-wider text-fg placeholder:text-muted/70 aria-[invalid=true]:border-red-400"
        />
        <p id={hintId} className="text-xs text-muted">
          {t('billing.localCheckout.cardHint')}
        </p>
        {problem && (
          <p
            id={errorId}
            role="alert"
            className="rounded-xl border border-red-400/40 bg-red-500/10 px-3.5 py-2.5 text-sm text-red-700 dark:text-red-200"
            data-testid="card-error"
          >
            {t(problemKeys[problem])}{' '}
            {(problem === 'expired' || problem === 'tooMany') && (
              <PreloadLink to="/subscribe" className="link-accent">
                {t('billing.localCheckout.backToPlans')}
              </PreloadLink>
            )}
            {problem === 'paidNoReturn' && (
              <PreloadLink to="/subscription/success" className="link-accent">
                {t('billing.localCheckout.seeSubscription')}
              </PreloadLink>
            )}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button-primary focus-ring w-full disabled:opacity-70"
        disabled={busy}
        aria-busy={busy}
      >
        {t('billing.localCheckout.pay')}
      </button>
    </form>
  );
}
