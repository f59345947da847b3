import { OpenAPIHono } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  catalogueImageSchema,
  imageIdParamsSchema,
  imageListSchema,
  imagesQuerySchema,
  imageUpdateSchema,
  membersPageSchema,
  membersQuerySchema,
  practiceReportQuerySchema,
  practiceReportSchema,
} from '../../../shared/machine-api/v1-schemas';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { privateNoStore } from '../../http/cache-control';
import type { MachineEnv } from '../../http/require-api-token';
import { formatIssues } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { listCatalogueImages, updateCatalogueImage } from '../../services/machine-api/catalogue-images';
import { listMembers } from '../../services/machine-api/list-members';
import { practiceReport } from '../../services/machine-api/practice-report';
import { apiTokenScheme, machineApiRoute } from './machine-api-route';

/** A request that fails its schema: 400 naming each bad field, as everywhere else in the API. */
function refuseInvalid(result: { success: boolean; error?: unknown }) {
  if (!result.success && result.error instanceof Error && 'issues' in result.error)
    throw new ApiError(
      400,
      formatIssues(result.error as Parameters<typeof formatIssues>[0]),
      'validation_failed',
    );
}

const json = <S>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** /api/v1: the versioned machine API for service accounts' tokens (ADR 017). */
function createV1Routes(auth: AuthContext) {
  const v1 = new OpenAPIHono<MachineEnv>({ defaultHook: refuseInvalid });
  v1.use(privateNoStore);
  return v1
    .openapi(
      machineApiRoute(auth, 'users:read', {
        method: 'get',
        path: '/users',
        operationId: 'listMembers',
        summary: 'List member accounts',
        description: 'Accounts oldest first, in pages.',
        request: { query: membersQuerySchema },
        responses: { 200: json(membersPageSchema, 'One page of accounts') },
      }),
      async (c) => c.json(await listMembers(auth.db, c.req.valid('query')), 200),
    )
    .openapi(
      machineApiRoute(auth, 'content:read', {
        method: 'get',
        path: '/content/images',
        operationId: 'listImages',
        summary: 'List the meditation images of the catalogue',
        request: { query: imagesQuerySchema },
        responses: { 200: json(imageListSchema, 'The images in catalogue order') },
      }),
      async (c) => c.json({ items: await listCatalogueImages(auth.db, c.req.valid('query').category) }, 200),
    )
    .openapi(
      machineApiRoute(auth, 'content:write', {
        method: 'patch',
        path: '/content/images/{id}',
        operationId: 'updateImage',
        summary: "Change an image's premium flag or sort order",
        request: {
          params: imageIdParamsSchema,
          body: { required: true, content: { 'application/json': { schema: imageUpdateSchema } } },
        },
        responses: {
          200: json(catalogueImageSchema, 'The image as changed'),
          404: json(apiErrorSchema, 'No such image'),
        },
      }),
      async (c) => {
        const caller = { ...c.var.apiCaller, requestId: c.var.requestId };
        const image = await updateCatalogueImage(auth, caller, c.req.valid('param').id, c.req.valid('json'));
        return c.json(image, 200);
      },
    )
    .openapi(
      machineApiRoute(auth, 'reports:read', {
        method: 'get',
        path: '/reports/practice',
        operationId: 'getPracticeReport',
        summary: 'Practice statistics: sessions and minutes per day, and totals',
        request: { query: practiceReportQuerySchema },
        responses: { 200: json(practiceReportSchema, 'The report') },
      }),
      async (c) => c.json(await practiceReport(auth, c.req.valid('query').days), 200),
    );
}

/**
 * The machine API under /api/v1 and its OpenAPI 3.1 document at /api/openapi.json, generated
 * from the route definitions and the zod schemas that validate each request.
 */
export function createMachineApiRoutes(auth: AuthContext) {
  const api = new OpenAPIHono<AppEnv>().route('/api/v1', createV1Routes(auth));
  api.openAPIRegistry.registerComponent('securitySchemes', apiTokenScheme, {
    type: 'http',
    scheme: 'bearer',
    description: "A service account's API token (qlt_…), created in the admin console.",
  });
  return api.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Quietline machine API',
      version: '1',
      description:
        'For service accounts: every call needs `Authorization: Bearer <token>` with the scope it names.',
    },
  });
}
