import { Link, type LinkProps } from 'react-router';
import { usePreloadIntent } from './use-preload-intent';

/** react-router's Link that fetches the target route's code on hover or focus. */
export function PreloadLink({ onMouseEnter, onMouseLeave, onFocus, onBlur, ...props }: LinkProps) {
  const intent = usePreloadIntent(props.to, { onMouseEnter, onMouseLeave, onFocus, onBlur });
  return <Link {...props} {...intent} />;
}
