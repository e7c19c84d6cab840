import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bodySha256,
  canonicalQuery,
  canonicalRequest,
  signRequest,
  splitTarget,
  toBase64Url,
} from './request-signature';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const KEY = toBase64Url(Uint8Array.from({ length: 32 }, (_, index) => index));

describe('canonicalQuery', () => {
  it('sorts the parameters by name', () => {
    expect(canonicalQuery('b=2&a=1&c=3')).toBe('a=1&b=2&c=3');
  });

  it('keeps repeated names, sorted by value', () => {
    expect(canonicalQuery('legs=SGN&x=1&legs=HAN&legs=DAD')).toBe('legs=DAD&legs=HAN&legs=SGN&x=1');
  });

  it('compares by code units, not by locale', () => {
    expect(canonicalQuery('a=b&B=a&a=B')).toBe('B=a&a=B&a=b');
  });

  it('encodes canonically whatever the sender encoded', () => {
    const canonical = 'name=Nguy%E1%BB%85n%20V%C4%83n&note=a%2Bb%21%27%28%29%2A~-._';
    expect(canonicalQuery("note=a%2Bb!'()*~-._&name=Nguy%E1%BB%85n+V%C4%83n")).toBe(canonical);
    expect(canonicalQuery('name=Nguyễn V%C4%83n&note=a%2bb%21%27%28%29%2a%7E-._')).toBe(canonical);
  });

  it('reads a parameter without a value as empty, and an empty query as nothing', () => {
    expect(canonicalQuery('flag&a=')).toBe('a=&flag=');
    expect(canonicalQuery('')).toBe('');
  });
});

describe('splitTarget', () => {
  it('drops the origin of an absolute URL and any fragment', () => {
    expect(splitTarget('http://127.0.0.1:8700/booking/api/v1/x?b=1#top')).toEqual({
      path: '/booking/api/v1/x',
      query: 'b=1',
    });
    expect(splitTarget('/booking/api/v1/x')).toEqual({ path: '/booking/api/v1/x', query: '' });
  });
});

describe('canonicalRequest', () => {
  it('joins method, path, sorted query, timestamp and body hash by line', () => {
    expect(
      canonicalRequest({
        method: 'get',
        url: '/booking/api/v1/seat-map?journey=1&bookingKey=k',
        timestamp: 1_795_000_000,
        bodySha256: EMPTY_SHA256,
      }),
    ).toBe(`GET\n/booking/api/v1/seat-map\nbookingKey=k&journey=1\n1795000000\n${EMPTY_SHA256}`);
  });
});

describe('bodySha256', () => {
  it('hashes no body as the empty string, and a body by its UTF-8 bytes', async () => {
    expect(await bodySha256(undefined)).toBe(EMPTY_SHA256);
    expect(await bodySha256('')).toBe(EMPTY_SHA256);
    const body = '{"name":"Nguyễn"}';
    expect(await bodySha256(body)).toBe(createHash('sha256').update(body, 'utf8').digest('hex'));
    expect(await bodySha256(new TextEncoder().encode(body))).toBe(await bodySha256(body));
  });
});

describe('signRequest', () => {
  const now = new Date('2026-11-21T03:00:00.900Z');
  const body = '{"a":1}';

  it('is HMAC-SHA256 of the canonical text with the session key, base64url, at epoch seconds', async () => {
    const headers = await signRequest({ key: KEY, method: 'POST', url: '/p?z=1&a=2', body, now });
    const timestamp = Math.floor(now.getTime() / 1000);
    const canonical = `POST\n/p\na=2&z=1\n${String(timestamp)}\n${createHash('sha256').update(body).digest('hex')}`;
    const expected = createHmac('sha256', Buffer.from(KEY, 'base64url'))
      .update(canonical)
      .digest('base64url');
    expect(headers).toEqual({ 'x-signature': expected, 'x-signature-timestamp': String(timestamp) });
  });

  it('signs the same request sent with its query in another order alike, and any change apart', async () => {
    const sign = (url: string, options: { body?: string; key?: string; method?: string } = {}) =>
      signRequest({
        key: options.key ?? KEY,
        method: options.method ?? 'POST',
        url,
        body: options.body ?? body,
        now,
      });
    const reference = (await sign('/p?a=1&b=2'))['x-signature'];
    expect((await sign('http://localhost:1/p?b=2&a=1'))['x-signature']).toBe(reference);
    const other = toBase64Url(Uint8Array.from({ length: 32 }, () => 7));
    for (const changed of [
      await sign('/p?a=1&b=3'),
      await sign('/q?a=1&b=2'),
      await sign('/p?a=1&b=2', { method: 'PUT' }),
      await sign('/p?a=1&b=2', { body: '{"a":2}' }),
      await sign('/p?a=1&b=2', { key: other }),
    ])
      expect(changed['x-signature']).not.toBe(reference);
  });
});
