import fc from 'fast-check';
import { isRecord } from '../../shared/is-record';
import { hostileJson, mutatedJson } from '../../shared/testing/json-mutations';
import { jsonSchemaArbitrary } from '../../shared/testing/json-schema-arbitrary';
import type { BodyRoute } from './body-routes';
import type { FuzzRequest } from './fuzz-actors';
import { idsNamed, type StoredIds } from './stored-ids';
import { uploadFile } from './upload-files';

/** A path parameter: mostly a stored id of the kind the path names, else any text. */
function paramArbitrary(ids: readonly string[]): fc.Arbitrary<string> {
  const any = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('0', '-1', '..', '%', 'null', 'a'.repeat(300)),
  );
  return ids.length === 0
    ? any
    : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: any });
}

/** The ids a path parameter may take: of the tables its segment (`users/:id`), else its name (`:sessionId`), names. */
function paramIds(stored: StoredIds, segment: string, name: string): string[] {
  const named = idsNamed(stored, segment);
  return named.length > 0 ? named : idsNamed(stored, name.replace(/^id$|Id$/, ''));
}

/** The JSON text of a body, now and then broken as text: cut short, prefixed, or not JSON at all. */
function bodyText(value: fc.Arbitrary<unknown>): fc.Arbitrary<string | undefined> {
  const text = value.map((body) => JSON.stringify(body) as string | undefined);
  const broken = fc.oneof(
    fc.tuple(text, fc.nat()).map(([json = '', cut]) => json.slice(0, cut % (json.length + 1))),
    text.map((json = '') => `\ufeff${json}`),
    text.map((json = '') => `${json}${json}`),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constant(undefined),
  );
  return fc.oneof({ weight: 12, arbitrary: text }, { weight: 1, arbitrary: broken });
}

const jsonContentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | null>('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | null>(
      null,
      'application/json; charset=utf-8',
      'application/merge-patch+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
  },
);

/**
 * A multipart form of the fields in `value` (a list repeats its field), now and then with a file
 * in the route's file field (or another).
 */
function formBody(value: fc.Arbitrary<unknown>, fileField: string): fc.Arbitrary<FormData> {
  const field = fc.oneof(
    { weight: 8, arbitrary: fc.constant(fileField) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  return fc
    .record({ fields: value, file: fc.option(fc.tuple(field, uploadFile), { nil: undefined }) })
    .map(({ fields, file }) => {
      const form = new FormData();
      for (const [name, given] of Object.entries(isRecord(fields) ? fields : {}))
        for (const item of Array.isArray(given) ? given : [given])
          form.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
      if (file) form.append(...file);
      return form;
    });
}

/** Mostly the form's own multipart type (set by the request from the FormData), now and then a wrong one. */
const formContentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | null>(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | null>('multipart/form-data', 'application/json', 'text/plain'),
  },
);

/**
 * Requests to one body route: bodies its schema accepts, the same with one to three mutations,
 * and hostile values, sent as JSON (now and then as broken text or another content type) or as a
 * multipart form with a real, mutated or random file, with path parameters from stored ids.
 */
export function bodyRouteRequests(
  route: BodyRoute,
  stored: StoredIds,
  nowMs: number,
): fc.Arbitrary<FuzzRequest> {
  const valid = jsonSchemaArbitrary(route.schema, {
    nowMs,
    idsFor: (word) => idsNamed(stored, word),
    ...(route.root === undefined ? {} : { root: route.root }),
  });
  const value = fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 5, arbitrary: mutatedJson(valid) },
    { weight: 1, arbitrary: hostileJson },
  );
  const body: fc.Arbitrary<{ body: string | FormData | undefined; contentType: string | null }> =
    route.fileField === undefined
      ? fc.record({ body: bodyText(value), contentType: jsonContentTypes })
      : fc.record({ body: formBody(value, route.fileField), contentType: formContentTypes });
  const params = fc.tuple(
    ...[...route.path.matchAll(/([^/]*)\/:(\w+)/g)].map(([, segment = '', name = '']) =>
      paramArbitrary(paramIds(stored, segment, name)),
    ),
  );
  return fc.tuple(params, body).map(([values, { body: sent, contentType }]) => {
    let index = 0;
    const url = route.path.replace(/:(\w+)/g, () => encodeURIComponent(values[index++] ?? ''));
    return { route: `${route.method} ${route.path}`, method: route.method, url, contentType, body: sent };
  });
}
