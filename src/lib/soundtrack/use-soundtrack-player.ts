import { useEffect, useState } from 'react';
import { SoundtrackPlayer } from './soundtrack-player';

/** One soundtrack player for the component's life; the audio device is released on unmount. */
export function useSoundtrackPlayer(): SoundtrackPlayer {
  const [player] = useState(() => new SoundtrackPlayer());
  useEffect(() => () => player.dispose(), [player]);
  return player;
}
