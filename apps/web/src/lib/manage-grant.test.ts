import { afterEach, describe, expect, it } from 'vitest';
import { manageGrantStore as grantStore } from './manage-grant';

const GRANT = {
  grant: 'Z3Rlc3Q.c2lnbmF0dXJlLW9mLXRoZS1ncmFudC1mb3ItdGVzdHMtb25seS0xMjM',
  expiresAt: '2099-01-01T00:00:00.000Z',
  reservationKey: 'a'.repeat(32),
};

describe('the manage grant store', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('keeps the grant for the tab in sessionStorage, not anywhere the address or other tabs see', () => {
    grantStore.save(GRANT);
    expect(grantStore.read()).toEqual(GRANT);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('skybook.manageGrant')).toContain(GRANT.grant);
  });

  it('forgets a grant once it has expired', () => {
    grantStore.save({ ...GRANT, expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(grantStore.read()).toBeNull();
    expect(sessionStorage.getItem('skybook.manageGrant')).toBeNull();
  });

  it('reads nothing from a stored value that is not a grant', () => {
    sessionStorage.setItem('skybook.manageGrant', '{"grant":1}');
    expect(grantStore.read()).toBeNull();
    sessionStorage.setItem('skybook.manageGrant', 'not json');
    expect(grantStore.read()).toBeNull();
  });

  it('clears the grant', () => {
    grantStore.save(GRANT);
    grantStore.clear();
    expect(grantStore.read()).toBeNull();
  });
});
