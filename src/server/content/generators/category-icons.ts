import { CENTER, circle, polar, polyline, sample, smoothPath, svgDocument } from './svg-builder';

/** Category icons: the same line style as the art, drawn thick so they read at 24 px. */
const ICON_STROKE = 56;

export function mandalaIconSvg(): string {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    return smoothPath(
      [
        polar(CENTER, 150, angle),
        polar(CENTER, 300, angle - 0.3),
        polar(CENTER, 420, angle),
        polar(CENTER, 300, angle + 0.3),
      ],
      true,
    );
  });
  return svgDocument('Mandalas', [circle(CENTER, 110), ...petals], ICON_STROKE);
}

export function leafIconSvg(): string {
  const side = (sign: number) =>
    sample(0, 1, 8, (t) => [500 + sign * 260 * Math.sin(Math.PI * t), 880 - 760 * t] as const);
  return svgDocument(
    'Nature',
    [
      smoothPath([...side(1), ...side(-1).reverse().slice(1, -1)], true),
      polyline([
        [500, 950],
        [500, 300],
      ]),
    ],
    ICON_STROKE,
  );
}

export function nibIconSvg(): string {
  return svgDocument(
    'Calligraphy',
    [
      polyline(
        [
          [500, 80],
          [780, 520],
          [640, 900],
          [360, 900],
          [220, 520],
        ],
        true,
      ),
      polyline([
        [500, 80],
        [500, 560],
      ]),
      circle([500, 600], 50),
    ],
    ICON_STROKE,
  );
}

export function ensoIconSvg(): string {
  return svgDocument(
    'Zen circles',
    [smoothPath(sample(0.5, 0.5 + Math.PI * 1.8, 24, (a) => polar(CENTER, 380, a)))],
    ICON_STROKE * 1.3,
  );
}
