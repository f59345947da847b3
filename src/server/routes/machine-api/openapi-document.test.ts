import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiScopes } from '../../../shared/admin/service-accounts';
import { createTestApp } from '../../testing/test-app';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string }>;
    schemas: Record<string, unknown>;
  };
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every "$ref" in the document, wherever it is. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
  );
}

function resolve(document: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/**
 * The OpenAPI 3.1 schema itself is checked by a maintained validator; on top of it, the rules a
 * schema cannot express: unique operation ids, path templates matched by path parameters,
 * security naming a declared scheme, every scope guarding an operation, every $ref resolving.
 */
describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const { app } = createTestApp();
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);

    const validator = new Validator();
    expect(await validator.validate(document)).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
  });

  it('is a document of /api/v1 generated from the routes, every scope guarding an operation', async () => {
    const { app } = createTestApp();
    const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;

    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });

    const operationIds = new Set<string>();
    const guardedScopes = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/api\/v1\//);
      const templateNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(item)) {
        expect(methods).toContain(method);
        expect(operation.operationId).toBeTruthy();
        expect(operationIds.has(operation.operationId ?? '')).toBe(false);
        operationIds.add(operation.operationId ?? '');
        const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(pathParams.map((parameter) => parameter.name).sort()).toEqual(templateNames);
        expect(pathParams.every((parameter) => parameter.required === true)).toBe(true);
        for (const parameter of operation.parameters ?? []) expect(parameter.schema).toBeDefined();
        expect(Object.keys(operation.responses)).toEqual(
          expect.arrayContaining(['200', '400', '401', '403']),
        );
        for (const answer of Object.values(operation.responses)) expect(answer.description).toBeTruthy();
        expect(operation.security).toHaveLength(1);
        for (const [scheme, scopes] of Object.entries(operation.security?.[0] ?? {})) {
          expect(document.components.securitySchemes[scheme]).toBeDefined();
          for (const scope of scopes) guardedScopes.add(scope);
        }
      }
    }
    expect([...guardedScopes].sort()).toEqual([...apiScopes].sort());
    for (const ref of refsOf(document)) expect(resolve(document, ref), ref).toBeDefined();
  });

  it('lists GET /api/v1/users with its scope, query parameters and answer schema', async () => {
    const { app } = createTestApp();
    const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
    const users = document.paths['/api/v1/users']?.get;
    expect(users?.security).toEqual([{ apiToken: ['users:read'] }]);
    expect(users?.parameters?.map((parameter) => parameter.name)).toEqual(['role', 'cursor', 'limit']);
    expect(users?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/MembersPage',
    });
    const patch = document.paths['/api/v1/content/images/{id}']?.patch;
    expect(patch?.security).toEqual([{ apiToken: ['content:write'] }]);
    expect(patch?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ImageUpdate',
    });
  });
});
