import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CapturedArtwork } from '../../../components/canvas/captured-artwork';
import { LeaveGuard } from '../../../components/leave-guard/leave-guard';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import { useQueuedSave } from '../../../lib/save-queue/use-queued-save';
import { useSaveQueue } from '../../../lib/save-queue/use-save-queue';
import { useSoundtrackPlayer } from '../../../lib/soundtrack/use-soundtrack-player';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../shared/practice/preferences';
import { usePreferences } from '../../../lib/api/preferences/get-preferences';
import { saveSession } from '../api/save-session';
import { useUpdatePreferences } from '../../../lib/api/preferences/update-preferences';
import { useOnline } from '../hooks/use-online';
import { INITIAL_FLOW, meditationFlow, sessionResult } from '../utils/meditation-flow';
import { sessionRequest } from '../utils/session-request';
import { ChooseStep, type ChosenSession } from './choose-step';
import { CompletionView } from './completion-view';
import { IntroOverlay } from './intro-overlay';
import { SessionView } from './session-view';

/** /meditate: choose an image, a length and a soundtrack; trace in a timed session; finish calmly. */
export function MeditatePage() {
  const { t } = useTranslation();
  const { imageTitle } = useCatalogText();
  useDocumentTitle(`${t('pages.meditate.title')} · ${t('common.appName')}`);
  const [flow, dispatch] = useReducer(meditationFlow, INITIAL_FLOW);
  const [chosen, setChosen] = useState<ChosenSession | null>(null);
  const [artwork, setArtwork] = useState<CapturedArtwork | null>(null);
  const [volume, setVolume] = useState(0.8);
  const preferences = usePreferences();
  const updatePreferences = useUpdatePreferences();
  const player = useSoundtrackPlayer();
  const queue = useSaveQueue();
  const online = useOnline();
  const savedKey = flow.phase === 'complete' && artwork ? flow.result.key : null;
  const save = useQueuedSave(queue, savedKey);
  const stored = preferences.data ?? DEFAULT_PREFERENCES;

  // Changes not yet stored are merged here, so a second change never undoes the first.
  const intended = useRef<Preferences | null>(null);
  const remember = (changes: Partial<Preferences>) => {
    const base = intended.current ?? stored;
    const next = { ...base, ...changes };
    intended.current = next;
    const same =
      next.sessionLength === base.sessionLength &&
      next.soundtrackId === base.soundtrackId &&
      next.introShown === base.introShown;
    if (!same) updatePreferences.mutate(next);
  };

  // Sound starts from the click that starts the session (browsers allow audio only then).
  const startSound = (source: ChosenSession['soundtrack']['source']) => {
    if (source) void player.play(source);
  };

  const begin = (next: ChosenSession) => {
    setChosen(next);
    setArtwork(null);
    player.stop(0.3);
    remember({ sessionLength: next.minutes, soundtrackId: next.soundtrack.id });
    const showIntro = !stored.introShown;
    if (!showIntro) startSound(next.soundtrack.source);
    dispatch({
      type: 'begin',
      choice: { imageId: next.image.id, soundtrackId: next.soundtrack.id, minutes: next.minutes },
      showIntro,
      now: Date.now(),
      key: crypto.randomUUID(),
    });
  };

  const finished = (endedAt: number, captured: CapturedArtwork | null) => {
    if (flow.phase !== 'session') return;
    setArtwork(captured);
    dispatch({ type: 'finish', now: endedAt });
    if (captured && queue) {
      const body = sessionRequest(
        flow.choice,
        sessionResult(flow, endedAt),
        captured.document,
        captured.thumbnail,
      );
      void saveSession(queue, body);
    }
  };

  return (
    <section
      aria-labelledby="meditate-title"
      className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6 sm:py-6"
    >
      <header>
        <h1 id="meditate-title" className="font-serif text-2xl tracking-tight text-fg sm:text-3xl">
          {t('pages.meditate.title')}
        </h1>
        {flow.phase === 'choosing' && (
          <p className="mt-1 text-sm text-muted sm:text-base">{t('meditate.intro')}</p>
        )}
      </header>
      <LeaveGuard
        when={flow.phase === 'session'}
        title={t('meditate.leave.title')}
        description={t('meditate.leave.body')}
        confirmLabel={t('meditate.leave.confirm')}
        cancelLabel={t('meditate.leave.cancel')}
      />
      {flow.phase === 'choosing' &&
        (preferences.isPending ? (
          <p className="text-sm text-muted">{t('meditate.choose.loading')}</p>
        ) : (
          <ChooseStep
            preferences={stored}
            player={player}
            volume={volume}
            onVolume={(value) => {
              setVolume(value);
              player.setVolume(value);
            }}
            onBegin={begin}
          />
        ))}
      {flow.phase === 'intro' && (
        <IntroOverlay
          onClose={(forGood) => {
            if (forGood) remember({ introShown: true });
            startSound(chosen?.soundtrack.source ?? null);
            dispatch({ type: 'startSession', now: Date.now(), key: crypto.randomUUID() });
          }}
        />
      )}
      {flow.phase === 'session' && (
        <SessionView
          flow={flow}
          image={chosen?.image ?? null}
          player={player}
          dispatch={dispatch}
          onFinished={finished}
        />
      )}
      {flow.phase === 'complete' && (
        <CompletionView
          title={chosen ? imageTitle(chosen.image) : ''}
          result={flow.result}
          artwork={artwork}
          saveState={save?.state ?? null}
          saveResult={save?.result}
          saveFailureCode={save?.failureCode}
          online={online}
          onRetry={() => void queue?.retry(flow.result.key)}
          onPracticeAgain={() => dispatch({ type: 'practiceAgain' })}
        />
      )}
    </section>
  );
}
