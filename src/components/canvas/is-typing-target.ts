/** True when keys go to a text field, where space and Ctrl+Z belong to the field, not the canvas. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  // Sliders, checkboxes and buttons do not take text; the shortcuts stay with the canvas.
  return !['range', 'checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file'].includes(target.type);
}

/** True when space would press or toggle the focused control: space-pan leaves those alone. */
export function isControlTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    isTypingTarget(target) ||
    target.closest(
      'button, a[href], input, select, textarea, summary, [role="button"], [role="slider"], [role="option"]',
    ) !== null
  );
}
