import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import type { CapturedArtwork } from '../../../components/canvas/captured-artwork';
import { DrawingCanvas } from '../../../components/canvas/drawing-canvas';
import { CanvasToolbar } from '../../../components/canvas/toolbar/canvas-toolbar';
import { useCanvasSettings } from '../../../components/canvas/toolbar/use-canvas-settings';
import { useAuth } from '../../../lib/auth/use-auth';
import { useFlag } from '../../../lib/flags/use-flag';
import type { SoundtrackPlayer } from '../../../lib/soundtrack/soundtrack-player';
import type { MeditationImage } from '../../../shared/content/content-responses';
import type { EngineSnapshot } from '../../../shared/canvas/engine-api';
import { flagKeys } from '../../../shared/flags/flag-keys';
import { useClockNow } from '../hooks/use-clock-now';
import { useSessionTarget } from '../hooks/use-session-target';
import type { FlowAction, MeditationFlow } from '../utils/meditation-flow';
import { canRemoveMinute, remainingMs } from '../utils/session-clock';
import { FeedbackMeter } from './feedback-meter';
import { SessionControls } from './session-controls';
import { SessionTimer } from './session-timer';
import { TargetError } from './target-error';

interface SessionViewProps {
  flow: Extract<MeditationFlow, { phase: 'session' }>;
  image: MeditationImage | null;
  player: SoundtrackPlayer;
  dispatch: Dispatch<FlowAction>;
  /** The session is over (time up or Finish) and the canvas has slid out. */
  onFinished: (endedAt: number, artwork: CapturedArtwork | null) => void;
}

/** The session: the canvas with the image as its guide, the toolbar, the countdown and controls. */
export function SessionView({ flow, image, player, dispatch, onFinished }: SessionViewProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const settings = useCanvasSettings(user?.id);
  const [controller, setController] = useState<CanvasController | null>(null);
  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [sliding, setSliding] = useState(false);
  const finished = useRef<{ endedAt: number; artwork: CapturedArtwork | null } | null>(null);
  const paused = flow.clock.endsAt === null;
  const now = useClockNow(!paused && !finishing);
  const left = remainingMs(flow.clock, now);
  const target = useSessionTarget(controller, image);
  // Off, coverage and accuracy are not shown during the session (the completion view still shows them).
  const liveFeedback = useFlag(flagKeys.liveTracingFeedback);

  const finish = async () => {
    if (finishing) return;
    setFinishing(true);
    const endedAt = Date.now();
    player.stop();
    const artwork = controller
      ? await controller.captureArtwork().catch((error: unknown) => {
          console.error('Failed to capture the artwork', error);
          return null;
        })
      : null;
    finished.current = { endedAt, artwork };
    setSliding(true);
  };

  // Time up finishes the session as Finish does.
  const timeUp = left === 0;
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });
  useEffect(() => {
    if (timeUp) void finishRef.current();
  }, [timeUp]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-4">
          <SessionTimer seconds={Math.ceil(left / 1000)} />
          {paused && <span className="text-sm text-muted">{t('meditate.session.paused')}</span>}
        </div>
        <SessionControls
          paused={paused}
          finishing={finishing}
          canRemoveMinute={canRemoveMinute(flow.clock, now)}
          onAddMinute={() => dispatch({ type: 'addMinute', now: Date.now() })}
          onRemoveMinute={() => dispatch({ type: 'removeMinute', now: Date.now() })}
          onPause={() => {
            dispatch({ type: 'pause', now: Date.now() });
            void player.suspend();
          }}
          onResume={() => {
            dispatch({ type: 'resume', now: Date.now() });
            void player.resume();
          }}
          onReset={() => {
            dispatch({ type: 'reset', now: Date.now() });
            void controller?.clear();
          }}
          onFinish={() => void finish()}
        />
      </div>
      {target.error && <TargetError error={target.error} />}
      {liveFeedback && <FeedbackMeter feedback={snapshot?.feedback ?? null} />}
      <CanvasToolbar settings={settings} controller={controller} snapshot={snapshot} />
      <DrawingCanvas
        className="h-[calc(100dvh-18rem)] min-h-80 w-full"
        settings={settings.pen}
        grid={settings.grid}
        panTool={settings.panTool}
        inkTrail={settings.inkTrail}
        active={!paused && !finishing}
        slideOut={sliding}
        onSlideOutEnd={() => {
          const result = finished.current;
          finished.current = null;
          if (result) onFinished(result.endedAt, result.artwork);
        }}
        onReady={setController}
        onStateChange={setSnapshot}
      />
    </div>
  );
}
