// The payment sandbox's frictionless Visa (no 3-D Secure challenge) as the browser sends it: the
// card encrypted with the acquirer's published key (JWE), plus a billing address. Shared by the
// bench's check-in bookings and the soak's travellers.
import { CompactEncrypt, importJWK, type JWK } from 'jose';

export interface SandboxCard {
  token: string;
  brand: 'VI';
  billing: Record<string, string>;
}

/** A fresh card body for POST payment (`card`), encrypted with the sandbox's first key at `baseUrl`. */
export async function sandboxCard(baseUrl: string): Promise<SandboxCard> {
  const response = await fetch(`${baseUrl}/sandbox/card/jwks`);
  if (!response.ok) throw new Error(`jwks: HTTP ${String(response.status)} ${await response.text()}`);
  const { keys } = (await response.json()) as { keys: (JWK & { kid: string })[] };
  const jwk = keys[0];
  if (!jwk) throw new Error('the sandbox publishes no card key');
  const card = {
    number: '4111111111111111',
    expiry: '12/29',
    cvv: '123',
    holderName: 'NGUYEN VAN AN',
    generatedAt: new Date().toISOString(),
  };
  const token = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(card)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(await importJWK(jwk, 'RSA-OAEP-256'));
  return {
    token,
    brand: 'VI',
    billing: {
      address: '1 Le Loi',
      city: 'Ho Chi Minh',
      province: 'HCM',
      country: 'VN',
      postalCode: '700000',
      phone: '0901234567',
    },
  };
}
