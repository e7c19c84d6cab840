import {
  ANCILLARY_SERVICE_TYPES,
  optAncillaryResponseSchema,
  serviceCatalogueResponseSchema,
} from '@skybook/contracts/ancillaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { seedAncillaries } from '../../db/seed/ancillaries';

describe.each(TEST_ENGINES)('content service and opt-ancillary on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine);
    await seedAncillaries(test.database.db, { now: TEST_NOW });
  }, 120_000);
  afterAll(() => test.close());

  const get = (url: string) => test.app.inject({ url });

  it('describes every extra in the request language with an icon that is served', async () => {
    const vi = serviceCatalogueResponseSchema.parse(
      (await get('/content/api/v1/service?languageId=vi')).json(),
    );
    const en = serviceCatalogueResponseSchema.parse(
      (await get('/content/api/v1/service?languageId=en')).json(),
    );
    expect(vi.services.map((service) => service.serviceType).sort()).toEqual(
      [...ANCILLARY_SERVICE_TYPES].sort(),
    );
    expect(vi.services.find((service) => service.serviceType === 'meal')).toMatchObject({
      name: 'Suất ăn',
      category: 'Meal',
    });
    expect(en.services.find((service) => service.serviceType === 'airportShuttle')).toMatchObject({
      name: 'Airport shuttle',
      category: 'Bus',
    });
    // Languages without their own texts read English.
    const th = serviceCatalogueResponseSchema.parse(
      (await get('/content/api/v1/service?languageId=th')).json(),
    );
    expect(th.services[0]?.name).toBe(en.services[0]?.name);
    for (const service of vi.services) {
      const icon = await get(service.iconUrl);
      expect(icon.statusCode, service.iconUrl).toBe(200);
      expect(icon.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('lists the page’s services in order, the luggage opened first, and follows the airline’s switches', async () => {
    const first = optAncillaryResponseSchema.parse((await get('/content/api/v1/opt-ancillary')).json());
    expect(first.services[0]?.serviceType).toBe('seat');
    expect(
      first.services.filter((service) => service.isDefault).map((service) => service.serviceType),
    ).toEqual(['luggage']);
    expect(first.services.map((service) => service.serviceType)).toEqual(
      expect.arrayContaining(['travelInsurance', 'flyGreen', 'meal']),
    );
    expect(first.services.every((service) => service.enabled)).toBe(true);
    await test.database.db
      .updateTable('ancillary_service')
      .set({ is_enabled: 0 })
      .where('service_type', '=', 'petService')
      .execute();
    const after = optAncillaryResponseSchema.parse((await get('/content/api/v1/opt-ancillary')).json());
    expect(after.services.find((service) => service.serviceType === 'petService')?.enabled).toBe(false);
    const described = serviceCatalogueResponseSchema.parse((await get('/content/api/v1/service')).json());
    expect(described.services.some((service) => service.serviceType === 'petService')).toBe(false);
  });
});
