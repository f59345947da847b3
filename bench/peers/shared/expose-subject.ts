import type { SubjectPage } from '../../browser/subject-page';
import { SUBJECT_PAGE_GLOBAL } from '../../browser/subject-page';

/** Puts a peer's subject API on window, where the browser suite's driver calls it. */
export function exposeSubject(subject: SubjectPage): void {
  Object.assign(window, { [SUBJECT_PAGE_GLOBAL]: subject });
}

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Resolves once `check` holds, polling once a frame (an app mounts and selects its tool asynchronously). */
export async function frameUntil(check: () => boolean, what: string, frames = 600): Promise<void> {
  for (let i = 0; i < frames; i++) {
    if (check()) return;
    await nextFrame();
  }
  throw new Error(`timed out waiting for ${what}`);
}
