import { createManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines';
import { MODULES } from './registry';

describe('the module registry', () => {
  it('mounts each requirements §7 host at its design §1 prefix', () => {
    expect(MODULES.map((module) => module.prefix)).toEqual([
      '/booking',
      '/content',
      '/cms',
      '/happy-returns',
      '/hotdeal',
      '/member',
      '/auth',
      '/sandbox',
    ]);
  });
});

describe.each(TEST_ENGINES)('a module mounted alone on $engine', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const cms = MODULES.find((module) => module.name === 'cms');
    if (!cms) throw new Error('cms module missing');
    app = await buildApp({
      config: loadConfig({}),
      db: database.db,
      engine: database.engine,
      clock: createManualClock(new Date('2026-11-21T00:00:00Z')),
      logger: false,
      serveWeb: false,
      modules: [cms],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('serves its own routes and nothing of the others', async () => {
    const status = await app.inject({ url: '/cms/status' });
    expect(status.json()).toEqual({ module: 'cms', status: 'up' });
    expect((await app.inject({ url: '/booking/status' })).statusCode).toBe(404);
  });
});
