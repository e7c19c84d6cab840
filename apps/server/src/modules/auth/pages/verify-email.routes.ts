import { toLanguage, type Language } from '@skybook/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { html } from '../../../documents/html/safe-html';
import type { FixedWindowLimiter } from '../../../plugins/fixed-window-limiter';
import type { AccountService } from '../accounts/account.service';
import { authMessages, rateLimitedText, type AuthMessages } from '../auth-messages';
import { sendHostedPage } from './hosted-page';
import { messagePage } from './sign-in-pages';

export interface VerifyEmailRoutesOptions {
  accounts: AccountService;
  publicUrl: string;
  mails: FixedWindowLimiter;
}

/** Where the e-mailed link leads: `<PUBLIC_URL>/auth/verify-email?token=…&lang=…`. */
export const VERIFY_EMAIL_PATH = '/verify-email';

const tokenField = z.string().max(200);

/**
 * The page an e-mail verification link opens (decision 028): it confirms the address once, within
 * 24 hours of the e-mail, and offers a new link when this one has expired.
 */
export const verifyEmailRoutes: FastifyPluginAsyncZod<VerifyEmailRoutesOptions> = async (
  app,
  { accounts, publicUrl, mails },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  const prefix = app.prefix;
  const signInLink = (language: Language, messages: AuthMessages) => ({
    href: `${publicUrl}/${language}/signin`,
    label: messages.verify.toSignIn,
  });

  app.get(
    VERIFY_EMAIL_PATH,
    {
      schema: {
        summary: 'Confirm a member’s e-mail address (the link of the verification e-mail)',
        description:
          'HTML. 200 confirmed (or confirmed before), with a link to the site’s sign-in; 410 expired, with a button for a new link; 400 not valid (unknown, used, or for an address the account no longer has).',
        querystring: z.object({ token: tokenField, lang: z.string().max(10).optional() }),
      },
    },
    async (request, reply) => {
      const language = toLanguage(request.query.lang) ?? 'vi';
      const messages = authMessages(language);
      const words = messages.verify;
      const result = await accounts.verifyEmail(request.query.token);
      const page = (text: string, kind: 'error' | 'info', extra = html``) =>
        messagePage(prefix, {
          language,
          messages,
          title: words.title,
          text,
          kind,
          extra,
          link: kind === 'info' || result === 'invalid' ? signInLink(language, messages) : undefined,
        });
      switch (result) {
        case 'verified':
          return sendHostedPage(reply, page(words.verified, 'info'));
        case 'alreadyVerified':
          return sendHostedPage(reply, page(words.alreadyVerified, 'info'));
        case 'invalid':
          return sendHostedPage(reply, page(words.invalid, 'error'), { status: 400 });
        case 'expired': {
          const form = html`<form method="post" action="${prefix}${VERIFY_EMAIL_PATH}/resend">
            <input type="hidden" name="token" value="${request.query.token}" />
            <input type="hidden" name="lang" value="${language}" />
            <div class="actions"><button type="submit" class="primary">${words.resendButton}</button></div>
          </form>`;
          return sendHostedPage(reply, page(words.expired, 'error', form), { status: 410 });
        }
      }
    },
  );

  app.post(
    `${VERIFY_EMAIL_PATH}/resend`,
    {
      schema: {
        summary: 'A new verification link in place of an expired one',
        description:
          'Form post from the expired link’s page: a new link goes to the address the old one was sent to (the earlier links stop working). 429 with Retry-After past the per-client limit; 400 for a link that was never valid.',
        body: z.object({ token: tokenField, lang: z.string().max(10).optional() }),
      },
    },
    async (request, reply) => {
      const language = toLanguage(request.body.lang) ?? 'vi';
      const messages = authMessages(language);
      const words = messages.verify;
      const page = (text: string, kind: 'error' | 'info', withLink: boolean) =>
        messagePage(prefix, {
          language,
          messages,
          title: words.title,
          text,
          kind,
          link: withLink ? signInLink(language, messages) : undefined,
        });
      const limit = await mails.hit(request.ip);
      if (!limit.allowed) {
        return sendHostedPage(
          reply,
          page(rateLimitedText(messages, limit.retryAfterSeconds), 'error', false),
          {
            status: 429,
            retryAfterSeconds: limit.retryAfterSeconds,
          },
        );
      }
      const result = await accounts.resendForExpiredLink(request.body.token, language);
      if (result === 'invalid')
        return sendHostedPage(reply, page(words.invalid, 'error', true), { status: 400 });
      if (result === 'alreadyVerified')
        return sendHostedPage(reply, page(words.alreadyVerified, 'info', true));
      return sendHostedPage(reply, page(words.resent, 'info', false));
    },
  );
};
