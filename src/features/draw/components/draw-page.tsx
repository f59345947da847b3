import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import { DrawingCanvas } from '../../../components/canvas/drawing-canvas';
import { CanvasToolbar } from '../../../components/canvas/toolbar/canvas-toolbar';
import { useCanvasSettings } from '../../../components/canvas/toolbar/use-canvas-settings';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { useConfirmUnload } from '../../../lib/navigation/use-confirm-unload';
import type { EngineSnapshot } from '../../../shared/canvas/engine-api';
import { useDraftOffer } from '../hooks/use-draft-offer';
import { useSaveDraftOnLeave } from '../hooks/use-save-draft-on-leave';
import { DraftOffer } from './draft-offer';
import { DrawActions } from './draw-actions';

/** What the page's extra actions get: the live canvas, and a way to say the drawing is kept. */
export interface DrawActionContext {
  controller: CanvasController | null;
  strokeCount: number;
  /** The drawing as it is now has been kept somewhere (saved to the gallery). */
  onSaved: () => void;
}

interface DrawPageProps {
  /** More actions beside export and import (src/app adds 'Save to gallery'); gets the live canvas. */
  renderActions?: (canvas: DrawActionContext) => ReactNode;
}

/** /practice/draw: a large canvas with the toolbar, export and import, and crash-safe drafts. */
export function DrawPage({ renderActions }: DrawPageProps = {}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(`${t('pages.draw.title')} · ${t('common.appName')}`);
  const settings = useCanvasSettings(user?.id);
  const [controller, setController] = useState<CanvasController | null>(null);
  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  const draft = useDraftOffer(controller);
  useSaveDraftOnLeave(controller);
  // The revision last saved to the gallery or exported as JSON: strokes changed since then are
  // unsaved, and closing the tab asks first (the draft keeps them too, but only on this device).
  const [savedRevision, setSavedRevision] = useState(0);
  const strokeCount = snapshot?.strokeCount ?? 0;
  const revision = snapshot?.revision ?? 0;
  useConfirmUnload(strokeCount > 0 && revision !== savedRevision);
  const onSaved = () => setSavedRevision(revision);

  return (
    <section
      aria-labelledby="draw-title"
      className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-5 sm:gap-4 sm:px-6 sm:py-6"
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="draw-title" className="font-serif text-2xl tracking-tight text-fg sm:text-3xl">
            {t('pages.draw.title')}
          </h1>
          <p className="mt-1 text-sm text-muted sm:text-base">{t('draw.intro')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DrawActions controller={controller} strokeCount={strokeCount} onSaved={onSaved} />
          {renderActions?.({ controller, strokeCount, onSaved })}
        </div>
      </header>
      {draft.state === 'offered' && (
        <DraftOffer onRestore={() => void draft.restore()} onDiscard={() => void draft.discard()} />
      )}
      <CanvasToolbar settings={settings} controller={controller} snapshot={snapshot} />
      <DrawingCanvas
        className="h-[calc(100dvh-16rem)] min-h-96 w-full"
        settings={settings.pen}
        grid={settings.grid}
        panTool={settings.panTool}
        inkTrail={settings.inkTrail}
        active={draft.state !== 'offered'}
        draftKey={user ? `draw:${user.id}` : undefined}
        onReady={setController}
        onStateChange={setSnapshot}
      />
    </section>
  );
}
