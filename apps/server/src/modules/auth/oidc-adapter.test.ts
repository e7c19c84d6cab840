import { createManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { createOidcAdapter } from './oidc-adapter';

describe.each(TEST_ENGINES)('the OIDC adapter on $engine', (engine) => {
  let database: TestDatabase;
  const clock = createManualClock(new Date('2026-11-21T00:00:00Z'));
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it('stores, replaces and finds a payload per model', async () => {
    const Adapter = createOidcAdapter(database.db, clock);
    const sessions = new Adapter('Session');
    const grants = new Adapter('Grant');
    await sessions.upsert('s1', { accountId: 'member-1', uid: 'u-1' }, 3600);
    await sessions.upsert('s1', { accountId: 'member-2', uid: 'u-1' }, 3600);
    expect(await sessions.find('s1')).toEqual({ accountId: 'member-2', uid: 'u-1' });
    expect(await sessions.findByUid('u-1')).toMatchObject({ accountId: 'member-2' });
    expect(await grants.find('s1')).toBeUndefined();
  });

  it('hides a payload once it has expired', async () => {
    const codes = new (createOidcAdapter(database.db, clock))('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    clock.advance(59_000);
    expect(await codes.find('c1')).toBeDefined();
    clock.advance(1_000);
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('marks a consumed code so the provider refuses its reuse', async () => {
    const codes = new (createOidcAdapter(database.db, clock))('AuthorizationCode');
    await codes.upsert('c2', { grantId: 'g2' }, 600);
    await codes.consume('c2');
    const found = await codes.find('c2');
    expect(found?.consumed).toBe(Math.floor(clock.now().getTime() / 1000));
  });

  it('finds a device code by its user code', async () => {
    const device = new (createOidcAdapter(database.db, clock))('DeviceCode');
    await device.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g3' }, 600);
    expect(await device.findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g3' });
  });

  it('revokes every code and token of a grant, and destroys one row', async () => {
    const Adapter = createOidcAdapter(database.db, clock);
    const access = new Adapter('AccessToken');
    const refresh = new Adapter('RefreshToken');
    await access.upsert('a1', { grantId: 'g4' }, 600);
    await refresh.upsert('r1', { grantId: 'g4' }, 600);
    await access.upsert('a2', { grantId: 'g5' }, 600);
    await access.revokeByGrantId('g4');
    expect(await access.find('a1')).toBeUndefined();
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await access.find('a2')).toBeDefined();
    await access.destroy('a2');
    expect(await access.find('a2')).toBeUndefined();
  });
});
