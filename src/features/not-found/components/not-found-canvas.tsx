import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawingCanvas } from '../../../components/canvas/drawing-canvas';
import { readPressureCurve } from '../../../components/canvas/toolbar/pressure-curve-storage';
import { Countdown } from '../../../components/countdown/countdown';
import { useAuth } from '../../../lib/auth/use-auth';

/** The 404 canvas's virtual size and how long it stays open (spec §2, §9). */
export const NOT_FOUND_CANVAS_SIZE = 384;
export const NOT_FOUND_COUNTDOWN_SECONDS = 60;

/**
 * A small canvas to draw on while lost, open for one minute: when the countdown ends the
 * canvas becomes inactive and the message changes.
 */
export function NotFoundCanvas() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [done, setDone] = useState(false);
  const userId = user?.id;
  const settings = useMemo(() => ({ pressureCurve: readPressureCurve(userId) }), [userId]);
  return (
    <div data-slot="not-found-canvas" className="flex w-full max-w-96 flex-col items-center gap-4">
      <p role="status" data-testid="not-found-canvas-message" className="text-muted">
        {done ? t('notFoundPage.canvasDone') : t('notFoundPage.canvasIntro')}
      </p>
      <DrawingCanvas
        docWidth={NOT_FOUND_CANVAS_SIZE}
        docHeight={NOT_FOUND_CANVAS_SIZE}
        active={!done}
        spacePan={false}
        settings={settings}
        className="aspect-square w-full"
      />
      <Countdown
        seconds={NOT_FOUND_COUNTDOWN_SECONDS}
        onComplete={() => setDone(true)}
        className="text-lg text-muted"
      />
    </div>
  );
}
