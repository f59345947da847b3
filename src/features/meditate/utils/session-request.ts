import type { SaveSessionRequest } from '../../../shared/practice/practice-session';
import type { CanvasDocument } from '../../../shared/canvas/document';
import type { SessionChoice, SessionResult } from './meditation-flow';

/** The body of POST /api/practice/sessions for a finished session. */
export function sessionRequest(
  choice: SessionChoice,
  result: SessionResult,
  document: CanvasDocument,
  thumbnail: string,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): SaveSessionRequest {
  return {
    idempotencyKey: result.key,
    imageId: choice.imageId,
    soundtrackId: choice.soundtrackId,
    startedAt: new Date(result.startedAt).toISOString(),
    endedAt: new Date(result.endedAt).toISOString(),
    timeZone,
    document,
    thumbnail,
  };
}
