import { useEffect, useState } from 'react';
import { isControlTarget } from './is-typing-target';

/**
 * Whether the space bar is held (space-drag pans, as in most drawing apps). Ignored while a
 * control has focus (space presses buttons and types in fields), and released when the window loses focus so a missed keyup cannot leave it stuck.
 */
export function useSpaceHeld(enabled: boolean): boolean {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const down = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || isControlTarget(event.target)) return;
      // Space would otherwise scroll the page or press the focused button.
      event.preventDefault();
      if (!event.repeat) setHeld(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.code === 'Space') setHeld(false);
    };
    const release = () => setHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', release);
      setHeld(false);
    };
  }, [enabled]);

  return enabled && held;
}
