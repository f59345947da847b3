import type { ComponentProps, MouseEvent } from 'react';
import { useTrackButtonClick } from '../../lib/analytics/use-track-button-click';

export type ButtonVariant = 'primary' | 'quiet' | 'icon';
export type ButtonSize = 'md' | 'sm';

const variantClass: Record<ButtonVariant, string> = {
  primary: 'button-primary',
  quiet: 'button-quiet',
  icon: 'icon-button',
};

const sizeClass: Record<ButtonSize, string> = { md: '', sm: 'px-4 py-2 text-sm' };

/** Button texts are short; a longer one is cut so an event stays small. */
const MAX_TRACKED_TEXT = 100;

/** What the button says: its aria-label when it has one (icon buttons), else its text. */
function buttonText(element: HTMLButtonElement): string {
  const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_TRACKED_TEXT);
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Report clicks to analytics (true), or never (false). Unset, the nearest TrackingScope
   * decides, and outside one nothing is reported (spec §4).
   */
  track?: boolean;
}

/** The app's button in its variants, reporting clicks where tracking is allowed. */
export function Button({
  variant = 'primary',
  size = 'md',
  track,
  type = 'button',
  className,
  onClick,
  ...props
}: ButtonProps) {
  const trackClick = useTrackButtonClick(track);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    trackClick({ variant, size, text: buttonText(event.currentTarget) });
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={[variantClass[variant], sizeClass[size], 'focus-ring', className].filter(Boolean).join(' ')}
      onClick={handleClick}
      {...props}
    />
  );
}
