import { z } from 'zod';

/**
 * Ink colours: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/hsla() or a CSS colour
 * name. Anything else is refused because the colour is written into exported SVG attributes.
 */
const COLOR_PATTERN =
  /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?)\([\d\s.,%/+-]{1,60}\)|[a-z]{3,30})$/i;

export const ColorSchema = z.string().regex(COLOR_PATTERN, 'Invalid colour');
