import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MODULES } from '../modules/registry';

/**
 * The OpenAPI document is generated from the routes' zod schemas (never hand-written) and served
 * at /openapi.json; must be registered before the routes it describes.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Skybook API',
          description:
            'Every back-end service of the Skybook site. Each module is mounted at its own prefix ' +
            '(DESIGN.md §1) and can run as its own service.',
          version: '0.1.0',
        },
        servers: [{ url: app.config.PUBLIC_URL }],
        tags: [
          { name: 'platform', description: 'Health and readiness' },
          ...MODULES.map((module) => ({ name: module.name, description: module.description })),
        ],
      },
      transform: jsonSchemaTransform,
    });
    app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);

/** The docs page at /docs; its static files come from the package, nothing from a CDN. */
export const openApiUiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  },
  { name: 'openapi-ui', dependencies: ['openapi'] },
);
