import type { CanvasController } from '../../../components/canvas/canvas-controller';
import type { TracingFeedback } from '../../../../workers/engine/tracing-feedback';
import { blobToDataUrl } from '../../../lib/blob/blob-to-data-url';

/** What a finished session leaves on the device before (and whether or not) it is saved. */
export interface CapturedArtwork {
  /** The CanvasDocument, as the engine exported it. */
  document: unknown;
  /** A PNG data URL of at most 256 KB (the engine's thumbnail). */
  thumbnail: string;
  feedback: TracingFeedback | null;
}

/** Exports the document, its thumbnail and the final feedback from the engine. */
export async function captureArtwork(controller: CanvasController): Promise<CapturedArtwork> {
  const [json, thumbnail, feedback] = await Promise.all([
    controller.api.exportJson().then((blob) => blob.text()),
    controller.api.thumbnail().then(blobToDataUrl),
    controller.api.feedback(),
  ]);
  return { document: JSON.parse(json) as unknown, thumbnail, feedback };
}
