import type { UrlMappingDto } from '@skybook/contracts/cms-admin';
import { createManualClock } from '@skybook/domain/clock';
import { describe, expect, it, vi } from 'vitest';
import {
  URL_MAPPINGS_TTL_MS,
  UrlRedirects,
  findUrlRedirect,
  indexUrlMappings,
  urlMappingKey,
} from './url-redirects';

const MAPPINGS: UrlMappingDto[] = [
  { url: '/Default.aspx', newUrl: '/vi', statusCode: 301 },
  { url: '/vi/hoi-dap', newUrl: '/vi/faq', statusCode: 301 },
  { url: '/en/help-center/', newUrl: '/en/faq', statusCode: 301 },
  { url: '/khuyen-mai', newUrl: '/news/khuyen-mai', statusCode: 302 },
  { url: '/thai', newUrl: 'https://www.skybook.co.th/', statusCode: 301 },
  { url: '/vi/ve-tet', newUrl: '/vi/news/khuyen-mai/ve-tet?utm_source=old', statusCode: 302 },
];
const INDEX = indexUrlMappings(MAPPINGS);

describe('urlMappingKey', () => {
  it('compares addresses decoded, in lower case and without trailing slashes', () => {
    expect(urlMappingKey('/VI/Hoi-Dap/')).toBe('/vi/hoi-dap');
    expect(urlMappingKey('/vi/h%E1%BB%8Fi')).toBe('/vi/hỏi');
    expect(urlMappingKey('/')).toBe('/');
    expect(urlMappingKey('//')).toBe('/');
    // A malformed escape is compared as typed.
    expect(urlMappingKey('/vi/%E0%A4%A')).toBe('/vi/%e0%a4%a');
  });
});

describe('findUrlRedirect', () => {
  it('matches in any letter case and with a trailing slash', () => {
    expect(findUrlRedirect(INDEX, '/VI/HOI-DAP/')).toEqual({ location: '/vi/faq', statusCode: 301 });
    expect(findUrlRedirect(INDEX, '/en/help-center')).toEqual({ location: '/en/faq', statusCode: 301 });
    expect(findUrlRedirect(INDEX, '/default.aspx')).toEqual({ location: '/vi', statusCode: 301 });
  });

  it('matches a path without its language prefix, and prefixes a new address that has none', () => {
    expect(findUrlRedirect(INDEX, '/en/khuyen-mai')).toEqual({
      location: '/en/news/khuyen-mai',
      statusCode: 302,
    });
    expect(findUrlRedirect(INDEX, '/ZH-cn/khuyen-mai/')).toEqual({
      location: '/zh-CN/news/khuyen-mai',
      statusCode: 302,
    });
    // No language in the request: the default language's.
    expect(findUrlRedirect(INDEX, '/khuyen-mai')).toEqual({
      location: '/vi/news/khuyen-mai',
      statusCode: 302,
    });
  });

  it('never matches another language’s old address', () => {
    expect(findUrlRedirect(INDEX, '/en/hoi-dap')).toBeUndefined();
    expect(findUrlRedirect(INDEX, '/hoi-dap')).toBeUndefined();
    expect(findUrlRedirect(INDEX, '/vi/faq')).toBeUndefined();
  });

  it('keeps an absolute address, and carries the query string unless the new address has one', () => {
    expect(findUrlRedirect(INDEX, '/thai', '?from=ads')).toEqual({
      location: 'https://www.skybook.co.th/?from=ads',
      statusCode: 301,
    });
    expect(findUrlRedirect(INDEX, '/vi/hoi-dap', '?q=hanh-ly')?.location).toBe('/vi/faq?q=hanh-ly');
    expect(findUrlRedirect(INDEX, '/vi/ve-tet', '?x=1')?.location).toBe(
      '/vi/news/khuyen-mai/ve-tet?utm_source=old',
    );
  });

  it('keeps the first of two mappings of the same address', () => {
    const index = indexUrlMappings([
      { url: '/vi/a', newUrl: '/vi/first', statusCode: 301 },
      { url: '/VI/A/', newUrl: '/vi/second', statusCode: 301 },
    ]);
    expect(findUrlRedirect(index, '/vi/a')?.location).toBe('/vi/first');
  });
});

describe('UrlRedirects', () => {
  it('reads the mappings once per time-to-live, sharing one read between concurrent requests', async () => {
    const clock = createManualClock(new Date('2026-11-21T03:00:00Z'));
    const load = vi.fn(() => Promise.resolve(MAPPINGS));
    const redirects = new UrlRedirects(load, clock);
    await Promise.all([redirects.find('/vi/hoi-dap'), redirects.find('/thai'), redirects.find('/vi')]);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(URL_MAPPINGS_TTL_MS - 1);
    await redirects.find('/vi/hoi-dap');
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await redirects.find('/vi/hoi-dap');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const clock = createManualClock(new Date('2026-11-21T03:00:00Z'));
    const load = vi
      .fn<() => Promise<UrlMappingDto[]>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue(MAPPINGS);
    const redirects = new UrlRedirects(load, clock);
    await expect(redirects.find('/vi/hoi-dap')).rejects.toThrow('database down');
    await expect(redirects.find('/vi/hoi-dap')).resolves.toEqual({ location: '/vi/faq', statusCode: 301 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
