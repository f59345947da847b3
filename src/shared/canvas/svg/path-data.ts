import { TRACE_CUBIC_SEGMENTS, TRACE_QUADRATIC_SEGMENTS } from '../constants';
import { arcPoints } from './arc-points';
import type { Subpath } from './subpath';

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
/** Integers of up to 15 decimal digits are exact in a double (2^53 ≈ 9.007 × 10^15). */
const MAX_EXACT_DIGITS = 15;
const POWERS_OF_TEN = Array.from({ length: MAX_EXACT_DIGITS + 1 }, (_, k) => 10 ** k);

/** Reads numbers, flags and commands from path data the way SVG's grammar allows ("1.5.5", "1e-3", "011"). */
class PathScanner {
  private position = 0;
  private readonly scratch: number[] = [0, 0, 0, 0, 0, 0];
  constructor(private readonly text: string) {}

  private skipSeparators(): void {
    const text = this.text;
    while (this.position < text.length) {
      const code = text.charCodeAt(this.position);
      // space, tab, LF, CR, FF and comma
      if (code !== 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12 && code !== 44) return;
      this.position++;
    }
  }

  atEnd(): boolean {
    this.skipSeparators();
    return this.position >= this.text.length;
  }

  /** The next command letter, if one is next. */
  command(): string | null {
    this.skipSeparators();
    const char = this.text[this.position] ?? '';
    if ('MmZzLlHhVvCcSsQqTtAa'.includes(char) && char !== '') {
      this.position++;
      return char;
    }
    return null;
  }

  /** Whether a number is next (so a command repeats implicitly). */
  numberNext(): boolean {
    this.skipSeparators();
    const char = this.text[this.position] ?? '';
    return char !== '' && '-+.0123456789'.includes(char);
  }

  /** Reads a number by hand (sign, digits, one dot, exponent): a regex per number is the parser's main cost. */
  number(): number | null {
    this.skipSeparators();
    const text = this.text;
    const start = this.position;
    let i = start;
    let code = text.charCodeAt(i);
    const negative = code === 45;
    if (code === 43 || code === 45) code = text.charCodeAt(++i); // + or -
    let digits = 0;
    let mantissa = 0;
    let decimals = 0;
    while (isDigit(code)) {
      digits++;
      mantissa = mantissa * 10 + code - 48;
      code = text.charCodeAt(++i);
    }
    if (code === 46) {
      // A second dot starts the next number ("1.5.5" is 1.5 and .5).
      code = text.charCodeAt(++i);
      while (isDigit(code)) {
        digits++;
        decimals++;
        mantissa = mantissa * 10 + code - 48;
        code = text.charCodeAt(++i);
      }
    }
    if (digits === 0) return null;
    let exponent = false;
    if (code === 101 || code === 69) {
      // e or E, only when digits follow (else the letter is not part of the number)
      let j = i + 1;
      let next = text.charCodeAt(j);
      if (next === 43 || next === 45) next = text.charCodeAt(++j);
      if (isDigit(next)) {
        while (isDigit(text.charCodeAt(j))) j++;
        i = j;
        exponent = true;
      }
    }
    this.position = i;
    // Up to 15 digits the mantissa is an exact integer and 10^decimals an exact power, so their
    // quotient is the correctly rounded value, as Number() gives, without a string to parse.
    if (exponent || digits > MAX_EXACT_DIGITS) return Number(text.slice(start, i));
    const value = mantissa / (POWERS_OF_TEN[decimals] as number);
    return negative ? -value : value;
  }

  /** An arc flag: a single 0 or 1, which may touch the next number ("a1 1 0 011 1"). */
  flag(): boolean | null {
    this.skipSeparators();
    const char = this.text[this.position];
    if (char !== '0' && char !== '1') return null;
    this.position++;
    return char === '1';
  }

  /**
   * Reads `count` numbers into a scratch array, reused by the next call: a new array per command
   * was most of the parser's garbage.
   */
  numbers(count: number): readonly number[] | null {
    for (let i = 0; i < count; i++) {
      const value = this.number();
      if (value === null) return null;
      this.scratch[i] = value;
    }
    return this.scratch;
  }
}

/** Points of a cubic Bézier at n even parameters after its start. (Index reads, not destructuring: this is hot.) */
function cubicPoints(c: readonly number[], segments: number, out: Array<[number, number]>): void {
  const x0 = c[0] ?? 0,
    y0 = c[1] ?? 0,
    x1 = c[2] ?? 0,
    y1 = c[3] ?? 0;
  const x2 = c[4] ?? 0,
    y2 = c[5] ?? 0,
    x3 = c[6] ?? 0,
    y3 = c[7] ?? 0;
  for (let i = 1; i <= segments; i++) {
    const t = i / segments;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const d = 3 * u * t * t;
    const e = t * t * t;
    out.push([a * x0 + b * x1 + d * x2 + e * x3, a * y0 + b * y1 + d * y2 + e * y3]);
  }
}

/** Points of a quadratic Bézier at n even parameters after its start. */
function quadraticPoints(c: readonly number[], segments: number, out: Array<[number, number]>): void {
  const x0 = c[0] ?? 0,
    y0 = c[1] ?? 0,
    x1 = c[2] ?? 0,
    y1 = c[3] ?? 0,
    x2 = c[4] ?? 0,
    y2 = c[5] ?? 0;
  for (let i = 1; i <= segments; i++) {
    const t = i / segments;
    const u = 1 - t;
    out.push([u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2]);
  }
}

/**
 * Parses SVG path data into flattened subpaths in user space: every command, absolute and
 * relative, arcs included; C becomes 8 segments, S, Q and T 6 (spec §9); L, H and V segments
 * are marked straight. Like a browser, it keeps what it read before the first error.
 */
export function parsePathData(d: string): Subpath[] {
  const scanner = new PathScanner(d);
  const subpaths: Subpath[] = [];
  let current: Subpath | null = null;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The reflected control point for S and T: the previous C/S (or Q/T) second control point.
  let lastCubic: [number, number] | null = null;
  let lastQuadratic: [number, number] | null = null;
  let command: string | null = null;

  const ensureSubpath = () => {
    if (!current) {
      current = { points: [[x, y]], closed: false, straightEnds: [] };
      subpaths.push(current);
    }
    return current;
  };
  const lineTo = (nx: number, ny: number) => {
    const subpath = ensureSubpath();
    subpath.straightEnds.push(subpath.points.push([nx, ny]) - 1);
    x = nx;
    y = ny;
  };

  while (!scanner.atEnd()) {
    const next = scanner.command();
    if (next) command = next;
    else if (!command || !scanner.numberNext() || /[Zz]/.test(command)) break;
    if (!command) break;
    const relative: boolean = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    const upper = command.toUpperCase();
    let cubicControl: [number, number] | null = null;
    let quadraticControl: [number, number] | null = null;

    if (upper === 'Z') {
      if (current) {
        (current as Subpath).closed = true;
        x = startX;
        y = startY;
      }
      current = null;
    } else if (upper === 'M') {
      const values = scanner.numbers(2);
      if (!values) break;
      x = ox + (values[0] ?? 0);
      y = oy + (values[1] ?? 0);
      startX = x;
      startY = y;
      current = { points: [[x, y]], closed: false, straightEnds: [] };
      subpaths.push(current);
      // Pairs after a moveto are implicit linetos.
      command = relative ? 'l' : 'L';
    } else if (upper === 'L') {
      const values = scanner.numbers(2);
      if (!values) break;
      lineTo(ox + (values[0] ?? 0), oy + (values[1] ?? 0));
    } else if (upper === 'H') {
      const value = scanner.number();
      if (value === null) break;
      lineTo(ox + value, y);
    } else if (upper === 'V') {
      const value = scanner.number();
      if (value === null) break;
      lineTo(x, oy + value);
    } else if (upper === 'C' || upper === 'S') {
      const values = scanner.numbers(upper === 'C' ? 6 : 4);
      if (!values) break;
      const shift = upper === 'C' ? 2 : 0;
      let c1x = x;
      let c1y = y;
      if (upper === 'C') {
        c1x = ox + (values[0] ?? 0);
        c1y = oy + (values[1] ?? 0);
      } else if (lastCubic) {
        c1x = 2 * x - lastCubic[0];
        c1y = 2 * y - lastCubic[1];
      }
      const c2x = ox + (values[shift] ?? 0);
      const c2y = oy + (values[shift + 1] ?? 0);
      const ex = ox + (values[shift + 2] ?? 0);
      const ey = oy + (values[shift + 3] ?? 0);
      const segments = upper === 'C' ? TRACE_CUBIC_SEGMENTS : TRACE_QUADRATIC_SEGMENTS;
      cubicPoints([x, y, c1x, c1y, c2x, c2y, ex, ey], segments, ensureSubpath().points);
      cubicControl = [c2x, c2y];
      x = ex;
      y = ey;
    } else if (upper === 'Q' || upper === 'T') {
      const values = scanner.numbers(upper === 'Q' ? 4 : 2);
      if (!values) break;
      const shift = upper === 'Q' ? 2 : 0;
      let cx = x;
      let cy = y;
      if (upper === 'Q') {
        cx = ox + (values[0] ?? 0);
        cy = oy + (values[1] ?? 0);
      } else if (lastQuadratic) {
        cx = 2 * x - lastQuadratic[0];
        cy = 2 * y - lastQuadratic[1];
      }
      const ex = ox + (values[shift] ?? 0);
      const ey = oy + (values[shift + 1] ?? 0);
      quadraticPoints([x, y, cx, cy, ex, ey], TRACE_QUADRATIC_SEGMENTS, ensureSubpath().points);
      quadraticControl = [cx, cy];
      x = ex;
      y = ey;
    } else if (upper === 'A') {
      const radii = scanner.numbers(3);
      if (!radii) break;
      const [rx = 0, ry = 0, rotation = 0] = radii;
      const large = scanner.flag();
      const sweep = scanner.flag();
      const end = scanner.numbers(2);
      if (large === null || sweep === null || !end) break;
      const ex = ox + (end[0] ?? 0);
      const ey = oy + (end[1] ?? 0);
      const arc = arcPoints(x, y, rx, ry, rotation, large, sweep, ex, ey);
      // An arc flattened to its end point alone has a zero radius: a straight line (SVG F.6.2).
      if (arc.length === 1) lineTo(ex, ey);
      else ensureSubpath().points.push(...arc);
      x = ex;
      y = ey;
    } else {
      break;
    }
    lastCubic = cubicControl;
    lastQuadratic = quadraticControl;
  }
  return subpaths;
}
