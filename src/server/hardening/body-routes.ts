import { z } from 'zod';
import { bodySchemaOf } from '../http/body-schemas';
import type { JsonSchema, JsonSchemaObject } from '../../shared/testing/json-schema-arbitrary';

/** A route that reads a body (JSON, or a multipart form of text fields and a file), and its schema. */
export interface BodyRoute {
  method: string;
  /** Hono's pattern, e.g. `/api/admin/users/:id`. */
  path: string;
  /** The JSON body's schema, or the form's text fields'. */
  schema: JsonSchema;
  /** A multipart form's file field; absent for a JSON body. */
  fileField?: string;
  /** What the schema's `$ref`s point into (the OpenAPI document), if anything. */
  root?: JsonSchema;
}

/** The methods that may carry a body. */
export const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

type OpenApiDocument = JsonSchemaObject & {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
};

/** What is read of the app: its routes and a way to ask it. */
export interface RoutedApp {
  routes: ReadonlyArray<{ method: string; path: string; handler: unknown }>;
  request(path: string): Response | Promise<Response>;
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Each route of the app that validates its body with jsonBody, saveBody or formBody, with that schema. */
function validatedBodyRoutes(app: RoutedApp): BodyRoute[] {
  const routes = new Map<string, BodyRoute>();
  for (const { method, path, handler } of app.routes) {
    const body = bodySchemaOf(handler);
    if (!body) continue;
    const schema = z.toJSONSchema(body.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaObject;
    routes.set(routeKey(method, path), {
      method,
      path,
      schema,
      ...(body.type === 'form' ? { fileField: body.fileField } : {}),
    });
  }
  return [...routes.values()];
}

/** Each machine API route with a JSON body, as its OpenAPI document (served by the app) says. */
async function documentedBodyRoutes(app: RoutedApp, documentPath: string): Promise<BodyRoute[]> {
  const response = await app.request(documentPath);
  if (response.status !== 200) throw new Error(`${documentPath} answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      return schema === undefined
        ? []
        : [{ method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, ':$1'), schema, root: document }];
    }),
  );
}

/**
 * Every route of the app with a body it validates, found in the app itself: the body validators
 * its routes are built from, and its OpenAPI document for the machine API.
 */
export async function bodyRoutes(app: RoutedApp, documentPath = '/api/openapi.json'): Promise<BodyRoute[]> {
  const found = new Map<string, BodyRoute>();
  for (const route of [...validatedBodyRoutes(app), ...(await documentedBodyRoutes(app, documentPath))])
    found.set(routeKey(route.method, route.path), route);
  return [...found.values()];
}

/** The app's routes that may carry a body (`METHOD /path`) but validate none. */
export function writeRoutesWithoutBody(app: RoutedApp, withBody: readonly BodyRoute[]): string[] {
  const fuzzed = new Set(withBody.map((route) => routeKey(route.method, route.path)));
  const others = app.routes
    .filter(({ method }) => (writeMethods as readonly string[]).includes(method))
    .map(({ method, path }) => routeKey(method, path))
    .filter((key) => !fuzzed.has(key));
  return [...new Set(others)].sort();
}
