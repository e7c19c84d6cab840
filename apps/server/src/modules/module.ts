import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** One server module: a plugin mountable alone at its prefix (design §1). */
export interface ServerModule {
  /** Also the OpenAPI tag of its routes. */
  name: string;
  prefix: string;
  description: string;
  plugin: FastifyPluginAsyncZod;
}

const moduleStatusSchema = z.object({
  module: z.string(),
  status: z.literal('up'),
});

/**
 * `GET <prefix>/status`: answers while the module is mounted and serving. When a module later
 * runs as its own service behind its own host, this is the probe its load balancer calls.
 */
export function defineModule(
  module: Omit<ServerModule, 'plugin'>,
  routes: FastifyPluginAsyncZod,
): ServerModule {
  const plugin: FastifyPluginAsyncZod = async (app, options) => {
    app.addHook('onRoute', (route) => {
      // Tag every route with its module so /docs groups them.
      const schema = route.schema ?? {};
      if (!schema.hide) route.schema = { ...schema, tags: schema.tags ?? [module.name] };
    });
    app.get(
      '/status',
      { schema: { summary: `The ${module.name} module is serving`, response: { 200: moduleStatusSchema } } },
      () => ({ module: module.name, status: 'up' as const }),
    );
    await routes(app, options);
  };
  return { ...module, plugin };
}
