import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas (never hand-written) and served
 * at /openapi.json; must be registered before the routes it describes.
 */
export interface OpenApiPluginOptions {
  /** One tag per module (its name and description), given by app.ts. */
  moduleTags: readonly { name: string; description: string }[];
}

export const openApiPlugin = fp(
  async (app: FastifyInstance, options: OpenApiPluginOptions) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Skybook API',
          description:
            'Every back-end service of the Skybook site. Each module is mounted at its own prefix ' +
            '(design §1) and can run as its own service.',
          version: '0.1.0',
        },
        servers: [{ url: app.config.PUBLIC_URL }],
        tags: [
          { name: 'platform', description: 'Health and readiness' },
          ...options.moduleTags.map((tag) => ({ name: tag.name, description: tag.description })),
        ],
      },
      transform: jsonSchemaTransform,
    });
    app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);

const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The docs page at /docs; its static files come from the package, nothing from a CDN. */
export const openApiUiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
      // The plugin's own policy allows any https: origin for styles and fonts and upgrades
      // requests; ours keeps everything same-origin. Swagger UI sets inline style attributes,
      // so only these pages allow inline styles (never scripts).
      transformStaticCSP: () => DOCS_CSP,
    });
  },
  { name: 'openapi-ui', dependencies: ['openapi'] },
);
