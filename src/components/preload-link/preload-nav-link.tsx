import { NavLink, type NavLinkProps } from 'react-router';
import { usePreloadIntent } from './use-preload-intent';

/** react-router's NavLink (active styling) that preloads like PreloadLink. */
export function PreloadNavLink({ onMouseEnter, onMouseLeave, onFocus, onBlur, ...props }: NavLinkProps) {
  const intent = usePreloadIntent(props.to, { onMouseEnter, onMouseLeave, onFocus, onBlur });
  return <NavLink {...props} {...intent} />;
}
