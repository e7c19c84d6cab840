import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptCard, forgetCardKey, importCardKey, loadCardKey } from './encrypt-card';

const CARD = { number: '4111111111111111', expiry: '12/30', cvv: '123', holderName: 'NGUYEN VAN AN' };
const NOW = new Date('2026-11-25T10:00:00.000Z');

let privateKey: CryptoKey;
let jwks: { keys: Record<string, unknown>[] };

beforeAll(async () => {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true, modulusLength: 2048 });
  privateKey = pair.privateKey;
  const publicJwk = await exportJWK(pair.publicKey);
  jwks = { keys: [{ ...publicJwk, kid: 'test-key-1', alg: 'RSA-OAEP-256', use: 'enc' }] };
});

afterEach(() => {
  forgetCardKey();
  vi.unstubAllGlobals();
});

describe('card encryption for the acquirer', () => {
  it('gives a compact JWE that only the private key opens, with the card and the time inside', async () => {
    const token = await encryptCard(CARD, NOW, await importCardKey(jwks));
    expect(token.split('.')).toHaveLength(5);
    // No part of the token is the card in the clear (as a signed JWS's payload would be).
    for (const part of token.split('.')) {
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain(CARD.number);
    }
    const { plaintext, protectedHeader } = await compactDecrypt(token, privateKey);
    expect(protectedHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'test-key-1' });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({
      ...CARD,
      generatedAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it('encrypts the same card differently each time (a fresh content key per token)', async () => {
    const key = await importCardKey(jwks);
    const [first, second] = await Promise.all([encryptCard(CARD, NOW, key), encryptCard(CARD, NOW, key)]);
    expect(first).not.toBe(second);
  });

  it('fetches the key set once and reuses it for every card', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(jwks))));
    vi.stubGlobal('fetch', fetchMock);
    const token = await encryptCard(CARD, NOW);
    await encryptCard(CARD, NOW);
    await loadCardKey();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/sandbox/card/jwks', expect.anything()]);
    expect(decodeProtectedHeader(token).kid).toBe('test-key-1');
  });

  it('asks for the key set again after a failed fetch', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(jwks)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(encryptCard(CARD, NOW)).rejects.toThrow('503');
    await expect(encryptCard(CARD, NOW)).resolves.toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a key set without an RSA encryption key', async () => {
    await expect(importCardKey({ keys: [{ kty: 'EC', kid: 'x' }] })).rejects.toThrow('no encryption key');
    await expect(importCardKey({})).rejects.toThrow('no encryption key');
  });
});
