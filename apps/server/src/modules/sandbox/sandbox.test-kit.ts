import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encryptCardFor, importCardKey, type CardPlaintext } from '@skybook/domain/card-encryption';
import type { FastifyInstance } from 'fastify';

/**
 * Test helpers for the sandbox's route tests (not loaded by the server): a merchant that
 * receives notifications and IPN calls, request signing, and the browser's card encryption.
 */

export interface ReceivedCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface MerchantStub {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  calls: ReceivedCall[];
  /** The HTTP status and body the next calls get (default 200 and the VNPay confirmation). */
  answer: { status: number; body: string };
  /** Resolves with the first call matching `test` (already received or yet to come). */
  waitFor(test: (call: ReceivedCall) => boolean, timeoutMs?: number): Promise<ReceivedCall>;
  close(): Promise<void>;
}

export async function startMerchantStub(): Promise<MerchantStub> {
  const calls: ReceivedCall[] = [];
  const waiters: { test: (call: ReceivedCall) => boolean; resolve: (call: ReceivedCall) => void }[] = [];
  const stub = {
    answer: { status: 200, body: JSON.stringify({ RspCode: '00', Message: 'Confirm Success' }) },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      for (const waiter of [...waiters]) {
        if (waiter.test(call)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(call);
        }
      }
      response.writeHead(stub.answer.status, { 'content-type': 'application/json' }).end(stub.answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    calls,
    get answer() {
      return stub.answer;
    },
    set answer(value) {
      stub.answer = value;
    },
    waitFor(test, timeoutMs = 5000) {
      const found = calls.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error('No matching call reached the merchant stub'));
        }, timeoutMs);
        waiters.push({
          test,
          resolve: (call) => {
            clearTimeout(timer);
            resolve(call);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The signature headers of a merchant message, as the booking server's clients send them. */
export function signHeaders(code: string, secret: string, body: string, at: Date): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return {
    'x-merchant-code': code,
    'x-timestamp': timestamp,
    'x-signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url'),
  };
}

/** True when a notification's headers carry a valid signature of its body. */
export function hasValidSignature(call: ReceivedCall, secret: string): boolean {
  const timestamp = call.headers['x-timestamp'];
  const signature = call.headers['x-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  return createHmac('sha256', secret).update(`${timestamp}.${call.body}`).digest('base64url') === signature;
}

/** Encrypts a card the way the browser does, with the acquirer's published key. */
export async function encryptCard(
  app: FastifyInstance,
  card: CardPlaintext,
  generatedAt: Date,
): Promise<string> {
  const jwks = (await app.inject({ url: '/sandbox/card/jwks' })).json<unknown>();
  return encryptCardFor(await importCardKey(jwks), card, generatedAt);
}

/**
 * The `card` of a POST payment body as the web sends it: the card encrypted for the acquirer (a
 * sandbox test card, Visa 4111… by default) with a Vietnamese billing address.
 */
export async function cardPaymentBody(
  app: FastifyInstance,
  generatedAt: Date,
  number = '4111111111111111',
  brand = 'VI',
) {
  return {
    token: await encryptCard(
      app,
      { number, expiry: '12/29', cvv: '123', holderName: 'NGUYEN VAN A' },
      generatedAt,
    ),
    brand,
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

/** A run of 13 to 19 digits (spaces or dashes between allowed) that passes Luhn: a card number. */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\d(?:[ -]?\d){12,18}/g)) {
    const digits = match[0].replace(/[ -]/g, '');
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) found.push(digits);
  }
  return found;
}
