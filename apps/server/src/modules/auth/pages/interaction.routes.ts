import { isLanguage, type Language } from '@skybook/domain/languages';
import { isMemberScheme } from '@skybook/domain/member-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import { z } from 'zod';
import { ERROR_STATUS } from '@skybook/contracts/error-statuses';
import { translateError } from '../../../i18n/error-messages';
import { AppError } from '../../../plugins/app-error';
import type { FixedWindowLimiter } from '../../../plugins/fixed-window-limiter';
import { readSignInName, readSignUpForm, type FormState } from '../accounts/account-forms';
import type { AccountService } from '../accounts/account.service';
import { authMessages, rateLimitedText } from '../auth-messages';
import { grantFor, signInResult } from './interaction-result';
import { sendHostedPage } from './hosted-page';
import { messagePage, signInPage, signUpPage, type InteractionView, type SignInField } from './sign-in-pages';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionRoutesOptions {
  provider: Provider;
  accounts: AccountService;
  publicUrl: string;
  limits: { signIns: FixedWindowLimiter; signUps: FixedWindowLimiter; mails: FixedWindowLimiter };
}

const uidParams = z.object({ uid: z.string().min(1).max(64) });

const field = z.string().max(1024).optional();

const FORM_POST =
  'Form post (application/x-www-form-urlencoded) from the page itself. A refused form answers the page again with its problems tied to their fields (422), or 429 with Retry-After past the per-client limit.';

/**
 * The sign-in pages of an authorization request (oidc-provider's interactions, decision 028): the
 * site's authorization request names the scheme and the page (`action` signin | signup) and its
 * `lang`; the interaction cookie ties the browser to its request. A member signed in is sent back
 * to the site with the code; a new account goes to the site's `/<lang>/signup/result`.
 */
export const interactionRoutes: FastifyPluginAsyncZod<InteractionRoutesOptions> = async (
  app,
  { provider, accounts, publicUrl, limits },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  const prefix = app.prefix;

  /** The request's interaction and what its pages show, or null when it has ended or expired. */
  async function load(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ): Promise<{ interaction: Interaction; view: InteractionView } | null> {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound) return null;
      throw error;
    }
    const { scheme, lang } = interaction.params;
    if (interaction.uid !== request.params.uid || !isMemberScheme(scheme)) return null;
    const language: Language = typeof lang === 'string' && isLanguage(lang) ? lang : 'vi';
    const view = { prefix, uid: interaction.uid, language, scheme, messages: authMessages(language) };
    return { interaction, view };
  }

  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const messages = authMessages(request.language);
    const page = messagePage(prefix, {
      language: request.language,
      messages,
      title: messages.expired.title,
      text: messages.expired.text,
      link: { href: `${publicUrl}/${request.language}`, label: messages.expired.toSite },
    });
    return sendHostedPage(reply, page, { status: 410 });
  };

  /**
   * Counts a sign-up of this client; past its threshold the form's `captcha` field must hold a
   * solved challenge (decision 045). Answers the refusal's code, if any, for the page to say.
   */
  const signUpCaptcha = async (client: string, solution: string | undefined) => {
    try {
      await app.captcha.guard('signup', client, solution);
      return undefined;
    } catch (error) {
      if (error instanceof AppError && error.errorCode.startsWith('CAPTCHA_')) return error.errorCode;
      throw error;
    }
  };

  const rateLimited = (view: InteractionView, retryAfterSeconds: number) => ({
    kind: 'error' as const,
    text: rateLimitedText(view.messages, retryAfterSeconds),
  });

  const finishSignIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    account: { id: string; scheme: string },
  ) => {
    const grantId = await grantFor(provider, interaction, account.id);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      signInResult(account, grantId),
      {
        mergeWithLastSubmission: false,
      },
    );
    return reply.redirect(returnTo, 303);
  };

  app.get(
    '/interaction/:uid',
    {
      schema: {
        summary: 'The sign-in or sign-up page of an authorization request',
        description:
          'HTML. Opened by the provider with the interaction cookie. The authorization request’s `action` (signin | signup) picks the page, `?view=` switches between them; `scheme` picks Skyclub (e-mail or phone and password) or SkyJoy (phone and 6-digit PIN), `lang` the language. A request already signed in that only needs consent goes straight back to the site (303): the site is the provider’s own first-party client. 410 page when the request has ended or expired.',
        params: uidParams,
        querystring: z.object({ view: z.enum(['signin', 'signup']).optional() }),
      },
    },
    async (request, reply) => {
      const context = await load(request, reply);
      if (!context) return expired(request, reply);
      const { interaction, view } = context;
      const accountId = interaction.session?.accountId;
      if (interaction.prompt.name === 'consent' && accountId !== undefined) {
        const grantId = await grantFor(provider, interaction, accountId);
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
        return reply.redirect(returnTo, 303);
      }
      const page = request.query.view ?? (interaction.params.action === 'signup' ? 'signup' : 'signin');
      const empty = { values: {}, problems: {} };
      if (page !== 'signup') return sendHostedPage(reply, signInPage(view, empty));
      const captcha = await app.captcha.asksNext('signup', request.ip);
      return sendHostedPage(reply, signUpPage(view, { ...empty, captcha }));
    },
  );

  app.post(
    '/interaction/:uid/signin',
    {
      schema: {
        summary:
          'Sign in with an e-mail or phone and the password (Skyclub), or a phone and the PIN (SkyJoy)',
        description: `${FORM_POST} A right secret sends the browser back to the site with the code (303). A wrong one answers the same for an unknown account; five in a row lock the account for 15 minutes ("too many attempts" from then on). A Skyclub account whose e-mail is not confirmed yet is refused with a "send the link again" button.`,
        params: uidParams,
        body: z.object({ name: field, secret: field }),
      },
    },
    async (request, reply) => {
      const context = await load(request, reply);
      if (!context) return expired(request, reply);
      const { interaction, view } = context;
      const name = (request.body.name ?? '').trim();
      const secret = request.body.secret ?? '';
      const state: FormState<SignInField> = { values: { name }, problems: {} };
      const limit = await limits.signIns.hit(request.ip);
      if (!limit.allowed) {
        const page = signInPage(view, { ...state, notice: rateLimited(view, limit.retryAfterSeconds) });
        return sendHostedPage(reply, page, { status: 429, retryAfterSeconds: limit.retryAfterSeconds });
      }
      if (name === '') state.problems.name = 'required';
      if (secret === '') state.problems.secret = 'required';
      if (name === '' || secret === '')
        return sendHostedPage(reply, signInPage(view, state), { status: 422 });
      const result = await accounts.signIn(view.scheme, readSignInName(view.scheme, name), secret);
      if (result.outcome === 'signedIn') return finishSignIn(request, reply, interaction, result.account);
      const { notices } = view.messages;
      const refusal =
        result.outcome === 'emailNotVerified'
          ? { notice: { kind: 'error' as const, text: notices.emailNotVerified }, offerResend: true }
          : { notice: { kind: 'error' as const, text: notices[result.outcome] } };
      return sendHostedPage(reply, signInPage(view, { ...state, ...refusal }), { status: 422 });
    },
  );

  app.post(
    '/interaction/:uid/signup',
    {
      schema: {
        summary: 'Create a Skyclub or SkyJoy account',
        description: `${FORM_POST} Skyclub: family name, middle and given names, e-mail, phone, a password of at least 8 characters that is not only digits (and again); SkyJoy: names, phone and a 6-digit PIN (and again). Names are kept in Latin capitals without accents. An e-mail or phone already registered in the scheme is refused on its field. A new Skyclub account is sent a single-use verification link (24 hours); the browser goes to the site’s /<lang>/signup/result?scheme=…&status=verifyEmail (Skyclub) or created (SkyJoy), 303.`,
        params: uidParams,
        body: z.object({
          familyName: field,
          givenNames: field,
          email: field,
          phone: field,
          secret: field,
          secretConfirm: field,
          /** The solved challenge past the client's sign-up threshold (decision 045). */
          captcha: z.string().max(4096).optional(),
        }),
      },
    },
    async (request, reply) => {
      const context = await load(request, reply);
      if (!context) return expired(request, reply);
      const { view } = context;
      const read = readSignUpForm(view.scheme, request.body);
      const limit = await limits.signUps.hit(request.ip);
      if (!limit.allowed) {
        const values = 'state' in read ? read.state.values : {};
        const page = signUpPage(view, {
          values,
          problems: {},
          notice: rateLimited(view, limit.retryAfterSeconds),
        });
        return sendHostedPage(reply, page, { status: 429, retryAfterSeconds: limit.retryAfterSeconds });
      }
      const captchaRefusal = await signUpCaptcha(request.ip, request.body.captcha);
      if (captchaRefusal !== undefined) {
        const values = 'state' in read ? read.state.values : {};
        const notice = { kind: 'error' as const, text: translateError(captchaRefusal, view.language) };
        const page = signUpPage(view, { values, problems: {}, notice, captcha: true });
        return sendHostedPage(reply, page, { status: ERROR_STATUS[captchaRefusal] });
      }
      if ('state' in read) return sendHostedPage(reply, signUpPage(view, read.state), { status: 422 });
      const { input } = read;
      const result = await accounts.signUp(input, view.language);
      if (result.outcome === 'taken') {
        const values = {
          familyName: input.familyName,
          givenNames: input.middleGivenName,
          phone: input.phone,
          ...(input.email === null ? {} : { email: input.email }),
        };
        const problems = {
          ...(result.email ? { email: 'emailTaken' as const } : {}),
          ...(result.phone ? { phone: 'phoneTaken' as const } : {}),
        };
        return sendHostedPage(reply, signUpPage(view, { values, problems }), { status: 422 });
      }
      const status = view.scheme === 'skyclub' ? 'verifyEmail' : 'created';
      const query = new URLSearchParams({ scheme: view.scheme, status });
      return reply.redirect(`${publicUrl}/${view.language}/signup/result?${query.toString()}`, 303);
    },
  );

  app.post(
    '/interaction/:uid/resend',
    {
      schema: {
        summary: 'Send the e-mail verification link again',
        description: `${FORM_POST} The sign-in page again with one answer whatever the name: a Skyclub account waiting for its address to be confirmed gets a new link (the earlier ones stop working).`,
        params: uidParams,
        body: z.object({ name: field }),
      },
    },
    async (request, reply) => {
      const context = await load(request, reply);
      if (!context) return expired(request, reply);
      const { view } = context;
      const name = (request.body.name ?? '').trim();
      const limit = await limits.mails.hit(request.ip);
      if (!limit.allowed) {
        const page = signInPage(view, {
          values: { name },
          problems: {},
          notice: rateLimited(view, limit.retryAfterSeconds),
        });
        return sendHostedPage(reply, page, { status: 429, retryAfterSeconds: limit.retryAfterSeconds });
      }
      await accounts.resendForSignInName(view.scheme, readSignInName(view.scheme, name), view.language);
      const notice = { kind: 'info' as const, text: view.messages.notices.resent };
      return sendHostedPage(reply, signInPage(view, { values: { name }, problems: {}, notice }));
    },
  );

  app.get(
    '/interaction/:uid/abort',
    {
      schema: {
        summary: 'Leave the sign-in pages',
        description:
          'Ends the authorization request: the browser goes back to the site’s redirect URI with error=access_denied (303).',
        params: uidParams,
      },
    },
    async (request, reply) => {
      const context = await load(request, reply);
      if (!context) return expired(request, reply);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The member left the sign-in page' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
};
