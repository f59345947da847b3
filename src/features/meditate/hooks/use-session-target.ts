import { useEffect, useState } from 'react';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import { assetCache } from '../../../lib/assets/asset-cache';
import type { MeditationImage } from '../../../shared/content/content-responses';

/** Why the target could not load: the asset's status when it answered one. */
export interface TargetError {
  status: number | null;
}

/** Why the target failed, if it did. */
export interface SessionTarget {
  error: TargetError | null;
}

/**
 * Puts the image on the canvas: an SVG's traced strokes as the target, a raster image as the
 * faint background. A failure is logged and the target cleared (spec §8), and reported.
 */
export function useSessionTarget(
  controller: CanvasController | null,
  image: MeditationImage | null,
): SessionTarget {
  const [target, setTarget] = useState<SessionTarget>({ error: null });
  const src = image?.src ?? null;
  const kind = image?.kind;
  useEffect(() => {
    if (!controller || !src) return undefined;
    let cancelled = false;
    const load = async () => {
      if (kind === 'svg') {
        const text = await assetCache.svgText(src);
        if (cancelled) return;
        await controller.setTarget(text);
        if (!cancelled) setTarget({ error: null });
      } else {
        const bitmap = await createImageBitmap(await assetCache.blob(src));
        if (cancelled) bitmap.close();
        else {
          await controller.setBackground(bitmap);
          if (!cancelled) setTarget({ error: null });
        }
      }
    };
    load().catch((reason: unknown) => {
      console.error('Failed to load the tracing image', src, reason);
      if (cancelled) return;
      void controller.setTarget(null);
      const status = reason instanceof Error && 'status' in reason ? Number(reason.status) : null;
      setTarget({ error: { status } });
    });
    return () => {
      cancelled = true;
    };
  }, [controller, src, kind]);
  return target;
}
