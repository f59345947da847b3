import { Liquid, type LiquidOptions } from 'liquidjs';

/**
 * Liquid for templates that editors write (ADR 020). No file access at all: `templates: {}`
 * makes include, render and layout look only in an empty in-memory map. Only own properties of
 * the variables are readable (never a prototype's), an unknown filter is a syntax error, and a
 * missing variable prints nothing (one template serves several events). The limits stop a
 * runaway loop: at most 250 ms of rendering and 20 M allocated units per render, and a 100 k
 * character template.
 */
const sandbox: LiquidOptions = {
  templates: {},
  relativeReference: false,
  dynamicPartials: false,
  ownPropertyOnly: true,
  strictFilters: true,
  strictVariables: false,
  parseLimit: 100_000,
  renderLimit: 250,
  memoryLimit: 20_000_000,
};

/** For subjects and text bodies: printed as is. */
export const textLiquid = new Liquid(sandbox);

/** For HTML bodies: every printed value is HTML-escaped unless the template says `| raw`. */
export const htmlLiquid = new Liquid({ ...sandbox, outputEscape: 'escape' });
