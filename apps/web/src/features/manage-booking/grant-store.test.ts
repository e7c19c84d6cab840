import { afterEach, describe, expect, it } from 'vitest';
import { grantStore } from './grant-store';
import { GRANT } from './manage-booking.fixture';

describe('the manage grant store', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('keeps the grant for the tab in sessionStorage, not anywhere the address or other tabs see', () => {
    grantStore.save(GRANT);
    expect(grantStore.read()).toEqual(GRANT);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('skybook.manage-grant')).toContain(GRANT.grant);
  });

  it('forgets a grant once it has expired', () => {
    grantStore.save({ ...GRANT, expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(grantStore.read()).toBeNull();
    expect(sessionStorage.getItem('skybook.manage-grant')).toBeNull();
  });

  it('reads nothing from a stored value that is not a grant', () => {
    sessionStorage.setItem('skybook.manage-grant', '{"grant":1}');
    expect(grantStore.read()).toBeNull();
    sessionStorage.setItem('skybook.manage-grant', 'not json');
    expect(grantStore.read()).toBeNull();
  });

  it('clears the grant', () => {
    grantStore.save(GRANT);
    grantStore.clear();
    expect(grantStore.read()).toBeNull();
  });
});
