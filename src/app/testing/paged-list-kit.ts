import { expect, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { z } from 'zod';
import { answer } from '../../lib/testing/stub-fetch';
import { byLabel, headingText, renderApp, signInAs } from './app-harness';

/** Helpers for browser tests of console pages that list entries a cursor page at a time, with filters. */

/** A console list's page schema: its items and the cursor of the next page. */
type CursorPageSchema = z.ZodType<unknown, { items: unknown[]; nextCursor: string | null }>;

/** The page of `items` at the request's offset cursor, as the console API answers it (typed by `schema`). */
export function cursorPage<Schema extends CursorPageSchema>(
  schema: Schema,
  items: z.input<Schema>['items'],
  query: URLSearchParams,
  size: number,
): Response {
  const offset = Number(query.get('cursor') ?? 0);
  const nextCursor = offset + size < items.length ? String(offset + size) : null;
  return answer(schema, { items: items.slice(offset, offset + size), nextCursor } as z.input<Schema>);
}

/** The paths (with their queries) of the requests made to `pathname`, in order. */
export const callsTo = (requests: readonly { path: string }[], pathname: string) =>
  requests.filter((request) => request.path.split('?')[0] === pathname).map((request) => request.path);

/** The text of each cell of a table row. */
export const cellTexts = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

interface PagedListPage {
  path: string;
  heading: string;
  /** The data-testid of the list's rows. */
  rowTestId: string;
  pageSize: number;
}

/**
 * Signs an admin in and opens the page; resolves once its first page of rows shows. `rows()`
 * answers the rows shown at the time.
 */
export async function openPagedList({ path, heading, rowTestId, pageSize }: PagedListPage) {
  signInAs('admin');
  const rendered = await renderApp(path);
  const rows = () => [...rendered.container.querySelectorAll(`[data-testid="${rowTestId}"]`)];
  expect(await headingText(rendered.container)).toBe(heading);
  await vi.waitFor(() => expect(rows()).toHaveLength(pageSize));
  return { ...rendered, rows };
}

/** A day's local midnight; `days` later for the following ones. */
function midnight(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days);
}

/**
 * Fills the From and To days of the page's filter; answers the instants the page should send:
 * the start of the first day and the last millisecond of the last.
 */
export async function fillDayRange(container: HTMLElement, fromDay: string, toDay: string) {
  await userEvent.fill(byLabel(container, 'From'), fromDay);
  await userEvent.fill(byLabel(container, 'To'), toDay);
  return {
    from: midnight(fromDay).toISOString(),
    to: new Date(midnight(toDay, 1).getTime() - 1).toISOString(),
  };
}
