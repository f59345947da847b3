import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import type { SoundtrackPlayer } from '../../../lib/soundtrack/soundtrack-player';
import type { MeditationImage, Soundtrack } from '../../../shared/content/content-responses';
import { parseSessionLength } from '../../../shared/practice/parse-session-length';
import type { Preferences } from '../../../shared/practice/preferences';
import { useCategories } from '../api/get-categories';
import { useImages } from '../api/get-images';
import { useSoundtracks } from '../../../lib/api/content/get-soundtracks';
import { CategoryTabs } from './category-tabs';
import { ImageGrid } from './image-grid';
import { LengthField } from './length-field';
import { SoundtrackPicker } from './soundtrack-picker';

export interface ChosenSession {
  image: MeditationImage;
  soundtrack: Soundtrack;
  minutes: number;
}

interface ChooseStepProps {
  preferences: Preferences;
  player: SoundtrackPlayer;
  volume: number;
  onVolume: (volume: number) => void;
  onBegin: (chosen: ChosenSession) => void;
}

/** Choosing: an image by category, the length in whole minutes, and a soundtrack. */
export function ChooseStep({ preferences, player, volume, onVolume, onBegin }: ChooseStepProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const soundtracks = useSoundtracks();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const activeCategory = categoryId ?? categories.data?.[0]?.id ?? null;
  const images = useImages(activeCategory);
  const [image, setImage] = useState<MeditationImage | null>(null);
  const [lengthText, setLengthText] = useState(String(preferences.sessionLength));
  // Null while the text is not whole minutes within 1–120: Begin waits for a valid length.
  const minutes = parseSessionLength(lengthText);
  const playable = soundtracks.data?.filter((soundtrack) => !soundtrack.locked && soundtrack.source) ?? [];
  const [soundtrackId, setSoundtrackId] = useState<string | null>(null);
  const soundtrack =
    playable.find((item) => item.id === (soundtrackId ?? preferences.soundtrackId)) ?? playable[0] ?? null;

  return (
    <form
      aria-labelledby="meditate-choose"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (image && soundtrack && minutes !== null) onBegin({ image, soundtrack, minutes });
      }}
    >
      <h2 id="meditate-choose" className="font-serif text-xl text-fg">
        {t('meditate.choose.heading')}
      </h2>
      {categories.isError && <FormMessage tone="error">{t('meditate.errors.categories')}</FormMessage>}
      {categories.data && (
        <CategoryTabs categories={categories.data} selectedId={activeCategory} onSelect={setCategoryId} />
      )}
      {images.isError && <FormMessage tone="error">{t('meditate.errors.images')}</FormMessage>}
      {(categories.isPending || images.isLoading) && (
        <p className="text-sm text-muted">{t('meditate.choose.loading')}</p>
      )}
      {images.data && <ImageGrid images={images.data} selectedId={image?.id ?? null} onSelect={setImage} />}
      <LengthField value={lengthText} onChange={setLengthText} invalid={minutes === null} />
      {soundtracks.isError && <FormMessage tone="error">{t('meditate.errors.soundtracks')}</FormMessage>}
      {soundtracks.data && (
        <SoundtrackPicker
          soundtracks={soundtracks.data}
          selectedId={soundtrack?.id ?? null}
          onSelect={setSoundtrackId}
          player={player}
          volume={volume}
          onVolume={onVolume}
        />
      )}
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={!image || !soundtrack || minutes === null}
          className="button-primary focus-ring px-5 py-2 disabled:opacity-40"
        >
          {t('meditate.choose.begin')}
        </button>
        {!image && <span className="text-sm text-muted">{t('meditate.choose.chooseImage')}</span>}
      </div>
    </form>
  );
}
