import { describe, expect, it } from 'vitest';
import { reachableFrom } from './airport-network';

const edges = (...codes: string[]) =>
  codes.map((code) => {
    const [origin_code = '', destination_code = ''] = code.split('-');
    return { origin_code, destination_code };
  });

describe('reachableFrom', () => {
  const network = edges(
    'DLI-SGN',
    'DLI-HAN',
    'SGN-SIN',
    'HAN-SIN',
    'SGN-DLI',
    'HAN-ICN',
    'SGN-HAN',
    'PQC-ICN',
  );

  it('marks non-stop destinations as direct', () => {
    expect(reachableFrom(network, 'SGN').get('DLI')).toEqual({ isDirect: true, connectionVia: [] });
  });

  it('also lists the hubs of a destination reachable both non-stop and with one stop', () => {
    expect(reachableFrom(network, 'SGN').get('SIN')).toEqual({ isDirect: true, connectionVia: ['HAN'] });
  });

  it('lists each hub a one-stop connection goes through', () => {
    const reach = reachableFrom(network, 'DLI');
    expect(reach.get('SIN')).toEqual({ isDirect: false, connectionVia: ['SGN', 'HAN'] });
    expect(reach.get('ICN')).toEqual({ isDirect: false, connectionVia: ['HAN'] });
  });

  it('keeps a destination direct when a connection also exists', () => {
    expect(reachableFrom(network, 'SGN').get('HAN')).toEqual({ isDirect: true, connectionVia: [] });
  });

  it('never lists the departure itself or stops at the departure hub', () => {
    const reach = reachableFrom(network, 'SGN');
    expect(reach.has('SGN')).toBe(false);
    expect(reach.get('ICN')).toEqual({ isDirect: false, connectionVia: ['HAN'] });
  });

  it('finds nothing from an airport with no routes', () => {
    expect(reachableFrom(network, 'XXX').size).toBe(0);
  });

  it('does not connect through a hub the departure has no route to', () => {
    expect(reachableFrom(network, 'PQC').has('SIN')).toBe(false);
  });
});
