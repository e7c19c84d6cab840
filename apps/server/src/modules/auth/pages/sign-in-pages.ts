import type { Language } from '@skybook/domain/languages';
import { PASSWORD_MAX_LENGTH, PIN_LENGTH, type MemberScheme } from '@skybook/domain/member-rules';
import { html, type SafeHtml } from '../../../documents/html/safe-html';
import type { FormState, ProblemKey, SignUpField } from '../accounts/account-forms';
import { withScheme, type AuthMessages } from '../auth-messages';
import { notice, problemSummary, textField, type FieldSpec } from './form-parts';
import { renderHostedPage, SIGN_UP_CAPTCHA_SCRIPT_PATH } from './hosted-page';

/** The sign-in and sign-up forms of one authorization request (its interaction `uid`). */

export interface InteractionView {
  prefix: string;
  uid: string;
  language: Language;
  scheme: MemberScheme;
  messages: AuthMessages;
}

export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

export type SignInField = 'name' | 'secret';

const NAME_INPUT_MAX = 80;
const EMAIL_MAX = 254;
const PHONE_INPUT_MAX = 20;

/** The fields of a form, the first with a problem (or the first of all) focused, and its summary. */
function fieldsWithSummary(
  messages: AuthMessages,
  specs: readonly FieldSpec[],
): { summary: SafeHtml; fields: SafeHtml[] } {
  const firstProblem = specs.findIndex((spec) => spec.problem !== undefined);
  const focused = firstProblem === -1 ? 0 : firstProblem;
  const fields = specs.map((spec, index) => textField({ ...spec, autofocus: index === focused }));
  const problems = specs.flatMap((spec) =>
    spec.problem === undefined ? [] : [{ name: spec.name, label: spec.label, message: spec.problem }],
  );
  return { summary: problemSummary(messages.page.problemsTitle, problems), fields };
}

const problemText = (messages: AuthMessages, key: ProblemKey | undefined) =>
  key === undefined ? undefined : messages.problems[key];

function secretSpec(
  view: InteractionView,
  name: string,
  label: { password: string; pin: string },
  autocomplete: 'current-password' | 'new-password',
  problem: ProblemKey | undefined,
  hint: { password?: string; pin?: string } = {},
): FieldSpec {
  const isPin = view.scheme === 'skyjoy';
  return {
    name,
    label: isPin ? label.pin : label.password,
    type: 'password',
    autocomplete,
    ...(isPin ? { inputMode: 'numeric' as const } : {}),
    hint: isPin ? hint.pin : hint.password,
    problem: problemText(view.messages, problem),
    maxLength: isPin ? PIN_LENGTH : PASSWORD_MAX_LENGTH,
  };
}

function cancelLink(view: InteractionView): SafeHtml {
  return html`<p class="switch">
    <a href="${view.prefix}/interaction/${view.uid}/abort">${view.messages.page.cancel}</a>
  </p>`;
}

export function signInPage(
  view: InteractionView,
  state: FormState<SignInField> & { notice?: Notice | undefined; offerResend?: boolean },
): string {
  const { messages, scheme } = view;
  const words = messages.signIn;
  const title = withScheme(messages, words.title, scheme);
  const nameSpec: FieldSpec =
    scheme === 'skyclub'
      ? {
          name: 'name',
          label: words.emailOrPhone,
          type: 'text',
          autocomplete: 'username',
          maxLength: EMAIL_MAX,
        }
      : {
          name: 'name',
          label: words.phone,
          type: 'tel',
          autocomplete: 'tel',
          inputMode: 'tel',
          maxLength: PHONE_INPUT_MAX,
        };
  const specs = [
    { ...nameSpec, value: state.values.name, problem: problemText(messages, state.problems.name) },
    secretSpec(
      view,
      'secret',
      { password: words.password, pin: words.pin },
      'current-password',
      state.problems.secret,
      {
        pin: words.pinHint,
      },
    ),
  ];
  const { summary, fields } = fieldsWithSummary(messages, specs);
  const base = `${view.prefix}/interaction/${view.uid}`;
  const body = html`<h1>${title}</h1>
    ${state.notice ? notice(state.notice.kind, state.notice.text) : ''} ${summary}
    <form method="post" action="${base}/signin" novalidate>
      <p class="required-note">${messages.page.requiredNote}</p>
      ${fields}
      <div class="actions"><button type="submit" class="primary">${words.submit}</button></div>
    </form>
    ${
      state.offerResend
        ? html`<form method="post" action="${base}/resend" novalidate>
            <input type="hidden" name="name" value="${state.values.name ?? ''}" />
            <div class="actions">
              <button type="submit" class="secondary">${messages.notices.resendButton}</button>
            </div>
          </form>`
        : ''
    }
    <p class="switch">${words.noAccount} <a href="${base}?view=signup">${words.toSignUp}</a></p>
    ${cancelLink(view)}`;
  return renderHostedPage(view.prefix, { language: view.language, title, scheme, messages, body });
}

export function signUpPage(
  view: InteractionView,
  state: FormState<SignUpField> & {
    notice?: Notice | undefined;
    /**
     * This client's sign-up needs a solved proof-of-work challenge (decision 045): the page loads
     * its one script, which solves one in a worker into the hidden `captcha` field before sending.
     */
    captcha?: boolean;
  },
): string {
  const { messages, scheme } = view;
  const words = messages.signUp;
  const title = withScheme(messages, words.title, scheme);
  const problem = (field: SignUpField) => problemText(messages, state.problems[field]);
  const specs: FieldSpec[] = [
    {
      name: 'familyName',
      label: words.familyName,
      type: 'text',
      autocomplete: 'family-name',
      hint: words.namesHint,
      value: state.values.familyName,
      problem: problem('familyName'),
      maxLength: NAME_INPUT_MAX,
    },
    {
      name: 'givenNames',
      label: words.givenNames,
      type: 'text',
      autocomplete: 'given-name',
      value: state.values.givenNames,
      problem: problem('givenNames'),
      maxLength: NAME_INPUT_MAX,
    },
    ...(scheme === 'skyclub'
      ? [
          {
            name: 'email',
            label: words.email,
            type: 'email' as const,
            autocomplete: 'email',
            inputMode: 'email' as const,
            value: state.values.email,
            problem: problem('email'),
            maxLength: EMAIL_MAX,
          },
        ]
      : []),
    {
      name: 'phone',
      label: words.phone,
      type: 'tel',
      autocomplete: 'tel',
      inputMode: 'tel',
      hint: words.phoneHint,
      value: state.values.phone,
      problem: problem('phone'),
      maxLength: PHONE_INPUT_MAX,
    },
    secretSpec(
      view,
      'secret',
      { password: words.password, pin: words.pin },
      'new-password',
      state.problems.secret,
      {
        password: words.passwordHint,
        pin: words.pinHint,
      },
    ),
    secretSpec(
      view,
      'secretConfirm',
      { password: words.passwordConfirm, pin: words.pinConfirm },
      'new-password',
      state.problems.secretConfirm,
    ),
  ];
  const { summary, fields } = fieldsWithSummary(messages, specs);
  const base = `${view.prefix}/interaction/${view.uid}`;
  const body = html`<h1>${title}</h1>
    ${state.notice ? notice(state.notice.kind, state.notice.text) : ''} ${summary}
    <form method="post" action="${base}/signup" novalidate>
      <p class="required-note">${messages.page.requiredNote}</p>
      ${fields}
      ${
        state.captcha
          ? html`<input type="hidden" name="captcha" value="" />
              <p
                class="captcha-status"
                role="status"
                aria-live="polite"
                data-checking="${messages.signUp.captchaChecking}"
              ></p>
              <script type="module" src="${view.prefix}${SIGN_UP_CAPTCHA_SCRIPT_PATH}"></script>`
          : ''
      }
      <div class="actions"><button type="submit" class="primary">${words.submit}</button></div>
    </form>
    <p class="switch">${words.haveAccount} <a href="${base}?view=signin">${words.toSignIn}</a></p>
    ${cancelLink(view)}`;
  return renderHostedPage(view.prefix, { language: view.language, title, scheme, messages, body });
}

/** A page that only says something, with one link onward. */
export function messagePage(
  prefix: string,
  options: {
    language: Language;
    messages: AuthMessages;
    title: string;
    text: string;
    kind?: 'error' | 'info';
    link?: { href: string; label: string } | undefined;
    extra?: SafeHtml;
    scheme?: MemberScheme | undefined;
  },
): string {
  const body = html`<h1>${options.title}</h1>
    ${options.kind ? notice(options.kind, options.text) : html`<p>${options.text}</p>`} ${options.extra ?? ''}
    ${options.link ? html`<p class="actions"><a class="button-link" href="${options.link.href}">${options.link.label}</a></p>` : ''}`;
  return renderHostedPage(prefix, {
    language: options.language,
    title: options.title,
    scheme: options.scheme,
    messages: options.messages,
    body,
  });
}
