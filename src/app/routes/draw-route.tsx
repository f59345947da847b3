import { DrawPage } from '../../features/draw/components/draw-page';
import { SaveToGalleryButton } from '../../features/gallery/components/save-to-gallery-button';

/** /practice/draw with 'Save to gallery' composed in. */
export function DrawRoute() {
  return (
    <DrawPage
      renderActions={({ controller, strokeCount, onSaved }) => (
        <SaveToGalleryButton controller={controller} strokeCount={strokeCount} onSaved={onSaved} />
      )}
    />
  );
}
