// The payment sandbox's frictionless Visa (no 3-D Secure challenge) as the browser sends it: the
// card encrypted with the acquirer's published key (JWE), plus a billing address. Shared by the
// bench's check-in bookings and the soak's travellers.
import { encryptCardFor, importCardKey } from '@skybook/domain/card-encryption';

export interface SandboxCard {
  token: string;
  brand: 'VI';
  billing: Record<string, string>;
}

/** A fresh card body for POST payment (`card`), encrypted with the sandbox's first key at `baseUrl`. */
export async function sandboxCard(baseUrl: string): Promise<SandboxCard> {
  const response = await fetch(`${baseUrl}/sandbox/card/jwks`);
  if (!response.ok) throw new Error(`jwks: HTTP ${String(response.status)} ${await response.text()}`);
  const card = { number: '4111111111111111', expiry: '12/29', cvv: '123', holderName: 'NGUYEN VAN AN' };
  const token = await encryptCardFor(await importCardKey(await response.json()), card, new Date());
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
