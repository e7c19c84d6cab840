import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { recordTypedSecret } from './secrets-scan';

/*
 * Loyalty members in the journeys, made as a traveller makes them: the site's sign-up and
 * sign-in buttons, the provider's pages (server-rendered forms), the verification e-mail read
 * from the embedded mail sink.
 */

export interface JourneyMember {
  readonly scheme: 'skyclub' | 'skyjoy';
  readonly familyName: string;
  readonly givenNames: string;
  readonly email?: string;
  readonly phone: string;
  readonly secret: string;
}

export function newSkyjoyMember(): JourneyMember {
  const tag = randomBytes(4).readUInt32BE(0);
  const secret = String(tag % 1_000_000).padStart(6, '0');
  recordTypedSecret(secret);
  return {
    scheme: 'skyjoy',
    familyName: 'Tran',
    givenNames: 'Thi Binh',
    phone: `08${String(tag % 100_000_000).padStart(8, '0')}`,
    secret,
  };
}

export function newSkyclubMember(): JourneyMember {
  const tag = randomBytes(4).toString('hex');
  recordTypedSecret(`hoa-sen-${tag}`);
  return {
    scheme: 'skyclub',
    familyName: 'Nguyen',
    givenNames: 'Van An',
    email: `an.${tag}@example.com`,
    phone: `09${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
    secret: `hoa-sen-${tag}`,
  };
}

/**
 * The site as the loyalty provider knows it: its redirect URIs are `<PUBLIC_URL>/<lang>/signin`,
 * and the journeys' server leaves PUBLIC_URL at its default, `http://localhost:<port>`.
 */
export function siteOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1:8181');
  return `http://localhost:${url.port}`;
}

/** Fills the provider's sign-up form (its labels are the hosted page's) and sends it. */
export async function fillProviderSignUp(
  page: Page,
  member: JourneyMember,
  press: (target: Locator) => Promise<void>,
): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/interaction\//);
  await page.locator('input[name=familyName]').fill(member.familyName);
  await page.locator('input[name=givenNames]').fill(member.givenNames);
  if (member.email !== undefined) await page.locator('input[name=email]').fill(member.email);
  await page.locator('input[name=phone]').fill(member.phone);
  await page.locator('input[name=secret]').fill(member.secret);
  await page.locator('input[name=secretConfirm]').fill(member.secret);
  await press(page.locator('form button[type=submit]').first());
}

/** Fills the provider's sign-in form and sends it. */
export async function fillProviderSignIn(
  page: Page,
  name: string,
  secret: string,
  press: (target: Locator) => Promise<void>,
): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/interaction\//);
  await page.locator('input[name=name]').fill(name);
  await page.locator('input[name=secret]').fill(secret);
  await press(page.locator('form button[type=submit]').first());
}

interface MailboxMessage {
  id: number;
  to?: string[];
  envelope?: { to: string[] };
  text: string | null;
}

/** The verification link the provider mailed to `address`, as a path. */
export async function verificationLink(request: APIRequestContext, address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/dev/mailbox.json');
      const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
      const mine = messages
        .filter((message) => (message.to ?? message.envelope?.to ?? []).some((to) => to.includes(address)))
        .sort((a, b) => b.id - a.id);
      link = /https?:\/\/[^\s"<]+\/auth\/verify-email\?[^\s"<]+/.exec(mine[0]?.text ?? '')?.[0];
      return link !== undefined;
    })
    .toBe(true);
  const url = new URL((link ?? '').replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}
