/** How well the ink follows the tracing target (workers/engine/tracing-feedback.ts measures it). */
export interface TracingFeedback {
  /** Share (0–1) of the target's length that has ink within k units. */
  coverage: number;
  /** Share (0–1) of the ink's length within k units of the target. */
  accuracy: number;
  targetLength: number;
  inkLength: number;
}
