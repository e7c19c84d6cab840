import { toLanguage, type Language } from '@skybook/domain/languages';
import {
  isMemberScheme,
  PASSWORD_MAX_LENGTH,
  PIN_LENGTH,
  type MemberScheme,
} from '@skybook/domain/member-rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { html } from '../../../documents/html/safe-html';
import type { FixedWindowLimiter } from '../../../plugins/fixed-window-limiter';
import type { MemberAccessToken } from '../access-token';
import { readChangeSecretForm, type ChangeSecretField, type FormState } from '../accounts/account-forms';
import type { AccountService } from '../accounts/account.service';
import { authMessages, rateLimitedText, type AuthMessages } from '../auth-messages';
import { SITE_CLIENT_ID } from '../loyalty-provider';
import { notice, problemSummary, textField, type FieldSpec } from './form-parts';
import { renderHostedPage, sendHostedPage } from './hosted-page';
import { messagePage, type Notice } from './sign-in-pages';

export interface ChangeSecretRoutesOptions {
  accounts: AccountService;
  publicUrl: string;
  verifyAccessToken: (token: string) => Promise<MemberAccessToken | null>;
  signIns: FixedWindowLimiter;
}

/** requirements §7: the site opens it with its client id, the language and the member's access token. */
export const CHANGE_SECRET_PATH = '/change-password';

const PAGE_FIELDS = {
  client_id: z.string().max(100),
  lang: z.string().max(10).optional(),
  /** The member's access token for the member service. */
  token: z.string().max(4096),
};

interface PageContext {
  language: Language;
  messages: AuthMessages;
  scheme: MemberScheme;
  memberId: string;
  token: string;
}

function changeSecretPage(
  prefix: string,
  context: PageContext,
  state: FormState<ChangeSecretField> & { notice?: Notice },
) {
  const { messages, scheme } = context;
  const words = messages.changeSecret;
  const isPin = scheme === 'skyjoy';
  const secret = (
    name: ChangeSecretField,
    label: string,
    autocomplete: string,
    hint?: string,
  ): FieldSpec => ({
    name,
    label,
    type: 'password',
    autocomplete,
    ...(isPin ? { inputMode: 'numeric' as const } : {}),
    hint,
    problem: state.problems[name] === undefined ? undefined : messages.problems[state.problems[name]],
    maxLength: isPin ? PIN_LENGTH : PASSWORD_MAX_LENGTH,
  });
  const specs = isPin
    ? [
        secret('current', words.currentPin, 'current-password'),
        secret('next', words.newPin, 'new-password', messages.signUp.pinHint),
        secret('nextConfirm', words.newPinConfirm, 'new-password'),
      ]
    : [
        secret('current', words.currentPassword, 'current-password'),
        secret('next', words.newPassword, 'new-password', messages.signUp.passwordHint),
        secret('nextConfirm', words.newPasswordConfirm, 'new-password'),
      ];
  const firstProblem = Math.max(
    0,
    specs.findIndex((spec) => spec.problem !== undefined),
  );
  const problems = specs.flatMap((spec) =>
    spec.problem === undefined ? [] : [{ name: spec.name, label: spec.label, message: spec.problem }],
  );
  const title = isPin ? words.titlePin : words.titlePassword;
  const body = html`<h1>${title}</h1>
    ${state.notice ? notice(state.notice.kind, state.notice.text) : ''}
    ${problemSummary(messages.page.problemsTitle, problems)}
    <form method="post" action="${prefix}${CHANGE_SECRET_PATH}" novalidate>
      <input type="hidden" name="client_id" value="${SITE_CLIENT_ID}" />
      <input type="hidden" name="lang" value="${context.language}" />
      <input type="hidden" name="token" value="${context.token}" />
      <p class="required-note">${messages.page.requiredNote}</p>
      ${specs.map((spec, index) => textField({ ...spec, autofocus: index === firstProblem }))}
      <div class="actions"><button type="submit" class="primary">${words.submit}</button></div>
    </form>`;
  return renderHostedPage(prefix, { language: context.language, title, scheme, messages, body });
}

/**
 * Change password (Skyclub) or PIN (SkyJoy) on the provider's page (decision 028): opened with the
 * member's access token, the current secret checked as a sign-in is (wrong ones count toward the
 * lock), the new one by the scheme's rules.
 */
export const changeSecretRoutes: FastifyPluginAsyncZod<ChangeSecretRoutesOptions> = async (
  app,
  { accounts, publicUrl, verifyAccessToken, signIns },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  const prefix = app.prefix;

  /** The member the token names, or null (its page then asks to sign in again). */
  async function contextOf(fields: { client_id: string; lang?: string | undefined; token: string }) {
    const language = toLanguage(fields.lang) ?? 'vi';
    const messages = authMessages(language);
    const token = fields.client_id === SITE_CLIENT_ID ? await verifyAccessToken(fields.token) : null;
    const account =
      token?.clientId === fields.client_id ? await accounts.findAccount(token.memberId) : undefined;
    if (!account || !isMemberScheme(account.scheme)) return { language, messages, context: null };
    const context: PageContext = {
      language,
      messages,
      scheme: account.scheme,
      memberId: account.id,
      token: fields.token,
    };
    return { language, messages, context };
  }

  const signInAgain = (reply: FastifyReply, language: Language, messages: AuthMessages) =>
    sendHostedPage(
      reply,
      messagePage(prefix, {
        language,
        messages,
        title: messages.changeSecret.titlePassword,
        text: messages.changeSecret.signInAgain,
        kind: 'error',
        link: { href: `${publicUrl}/${language}/signin`, label: messages.signIn.submit },
      }),
      { status: 401 },
    );

  app.get(
    CHANGE_SECRET_PATH,
    {
      schema: {
        summary: 'The change-password (Skyclub) or change-PIN (SkyJoy) page',
        description:
          'HTML. Opened by the site with client_id, lang and the member’s access token (requirements §7). 401 page asking to sign in again when the token is not a valid, unexpired access token of the site.',
        querystring: z.object(PAGE_FIELDS),
      },
    },
    async (request, reply) => {
      const { language, messages, context } = await contextOf(request.query);
      if (!context) return signInAgain(reply, language, messages);
      return sendHostedPage(reply, changeSecretPage(prefix, context, { values: {}, problems: {} }));
    },
  );

  app.post(
    CHANGE_SECRET_PATH,
    {
      schema: {
        summary: 'Change the password or PIN',
        description:
          'Form post from the page: the current secret, the new one and again. 200 page once changed; 422 the page with its problems (a wrong current secret counts toward the 15-minute lock after five); 429 with Retry-After past the per-client limit; 401 when the token has expired meanwhile.',
        body: z.object({
          ...PAGE_FIELDS,
          current: z.string().max(1024).optional(),
          next: z.string().max(1024).optional(),
          nextConfirm: z.string().max(1024).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { language, messages, context } = await contextOf(request.body);
      if (!context) return signInAgain(reply, language, messages);
      const limit = await signIns.hit(request.ip);
      if (!limit.allowed) {
        const page = changeSecretPage(prefix, context, {
          values: {},
          problems: {},
          notice: { kind: 'error', text: rateLimitedText(messages, limit.retryAfterSeconds) },
        });
        return sendHostedPage(reply, page, { status: 429, retryAfterSeconds: limit.retryAfterSeconds });
      }
      const read = readChangeSecretForm(context.scheme, request.body);
      if ('state' in read)
        return sendHostedPage(reply, changeSecretPage(prefix, context, read.state), { status: 422 });
      const result = await accounts.changeSecret(context.memberId, read.current, read.next);
      if (result === 'notFound') return signInAgain(reply, language, messages);
      if (result === 'wrongCurrent' || result === 'locked') {
        const state =
          result === 'locked'
            ? { values: {}, problems: {}, notice: { kind: 'error' as const, text: messages.notices.locked } }
            : { values: {}, problems: { current: 'wrongCurrent' as const } };
        return sendHostedPage(reply, changeSecretPage(prefix, context, state), { status: 422 });
      }
      const words = messages.changeSecret;
      const isPin = context.scheme === 'skyjoy';
      const page = messagePage(prefix, {
        language,
        messages,
        scheme: context.scheme,
        title: isPin ? words.titlePin : words.titlePassword,
        text: isPin ? words.donePin : words.donePassword,
        kind: 'info',
        link: { href: `${publicUrl}/${language}/profile/account`, label: words.backToAccount },
      });
      return sendHostedPage(reply, page);
    },
  );
};
