import { html, type SafeHtml } from '../../../documents/html/safe-html';
import { renderPage } from '../pages/sandbox-html';
import type { PageLanguage } from '../pages/sandbox-page';
import { TEST_CITIZENS } from './vneid-citizens';

/** What the authorize page carries from the client's request into each of its forms. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  nonce?: string;
}

export type CitizenProblem = 'idNumber' | 'fullName' | 'birthDate';

const TEXT = {
  vi: {
    banner: 'VNeID mô phỏng (môi trường thử nghiệm Skybook) — không có định danh thật nào được dùng.',
    title: 'VNeID – xác thực định danh điện tử',
    lead: 'Skybook yêu cầu chia sẻ họ tên, ngày sinh và số định danh cá nhân của bạn.',
    pick: 'Chọn một công dân thử nghiệm',
    approveAs: 'Đồng ý với',
    typeOwn: 'Hoặc nhập một công dân',
    idNumber: 'Số định danh cá nhân (12 chữ số)',
    fullName: 'Họ và tên',
    birthDate: 'Ngày sinh (YYYY-MM-DD)',
    approve: 'Đồng ý chia sẻ',
    refuse: 'Từ chối',
    problems: {
      idNumber: 'Số định danh cá nhân phải gồm đúng 12 chữ số.',
      fullName: 'Vui lòng nhập họ và tên bằng chữ cái.',
      birthDate: 'Ngày sinh phải là một ngày có thật, không sau hôm nay, dạng YYYY-MM-DD.',
    },
    badRequestTitle: 'Yêu cầu không hợp lệ',
    badRequest: 'Ứng dụng này không được đăng ký với VNeID cho địa chỉ trả về này.',
  },
  en: {
    banner: 'Simulated VNeID (Skybook sandbox) — no real identity is used here.',
    title: 'VNeID – national digital ID',
    lead: 'Skybook asks to share your full name, date of birth and personal identification number.',
    pick: 'Pick a test citizen',
    approveAs: 'Approve as',
    typeOwn: 'Or type a citizen',
    idNumber: 'Personal identification number (12 digits)',
    fullName: 'Full name',
    birthDate: 'Date of birth (YYYY-MM-DD)',
    approve: 'Approve sharing',
    refuse: 'Refuse',
    problems: {
      idNumber: 'The personal identification number is exactly 12 digits.',
      fullName: 'Please type the full name in letters.',
      birthDate: 'The date of birth must be a real day, not after today, as YYYY-MM-DD.',
    },
    badRequestTitle: 'Invalid request',
    badRequest: 'This application is not registered with VNeID for this return address.',
  },
} as const;

function hiddenFields(request: AuthorizeRequest, lang: PageLanguage): SafeHtml {
  return html`<input type="hidden" name="client_id" value="${request.clientId}" />
    <input type="hidden" name="redirect_uri" value="${request.redirectUri}" />
    ${request.state === undefined ? '' : html`<input type="hidden" name="state" value="${request.state}" />`}
    ${request.nonce === undefined ? '' : html`<input type="hidden" name="nonce" value="${request.nonce}" />`}
    <input type="hidden" name="lang" value="${lang}" />`;
}

/** The authorize page: approve as a test citizen, as a typed one, or refuse. No script. */
export function authorizePage(options: {
  lang: PageLanguage;
  prefix: string;
  action: string;
  request: AuthorizeRequest;
  typed?: { idNumber?: string; fullName?: string; birthDate?: string };
  problem?: CitizenProblem;
}): string {
  const { lang, prefix, action, request, typed, problem } = options;
  const text = TEXT[lang];
  const invalid = (field: CitizenProblem) =>
    problem === field ? html` aria-invalid="true" aria-describedby="citizen-problem"` : '';
  const body = html`<h1>${text.title}</h1>
    <p>${text.lead}</p>
    <h2>${text.pick}</h2>
    ${TEST_CITIZENS.map(
      (citizen) =>
        html`<form method="post" action="${action}" class="actions">
          ${hiddenFields(request, lang)}
          <input type="hidden" name="idNumber" value="${citizen.idNumber}" />
          <input type="hidden" name="fullName" value="${citizen.fullName}" />
          <input type="hidden" name="birthDate" value="${citizen.birthDate}" />
          <button type="submit" name="decision" value="approve" class="primary">
            ${text.approveAs} ${citizen.fullName} (${citizen.idNumber}, ${citizen.birthDate})
          </button>
        </form>`,
    )}
    <h2>${text.typeOwn}</h2>
    ${
      problem === undefined
        ? ''
        : html`<p id="citizen-problem" class="notice notice-error" role="alert">${text.problems[problem]}</p>`
    }
    <form method="post" action="${action}">
      ${hiddenFields(request, lang)}
      <label for="idNumber">${text.idNumber}</label>
      <input
        id="idNumber"
        name="idNumber"
        inputmode="numeric"
        autocomplete="off"
        maxlength="12"
        required
        value="${typed?.idNumber ?? ''}"
        ${invalid('idNumber')}
      />
      <label for="fullName">${text.fullName}</label>
      <input
        id="fullName"
        name="fullName"
        autocomplete="off"
        maxlength="100"
        required
        value="${typed?.fullName ?? ''}"
        ${invalid('fullName')}
      />
      <label for="birthDate">${text.birthDate}</label>
      <input
        id="birthDate"
        name="birthDate"
        autocomplete="off"
        maxlength="10"
        placeholder="YYYY-MM-DD"
        required
        value="${typed?.birthDate ?? ''}"
        ${invalid('birthDate')}
      />
      <div class="actions">
        <button type="submit" name="decision" value="approve" class="primary">${text.approve}</button>
      </div>
    </form>
    <form method="post" action="${action}" class="actions">
      ${hiddenFields(request, lang)}
      <button type="submit" name="decision" value="refuse" class="secondary">${text.refuse}</button>
    </form>`;
  return renderPage({ lang, title: text.title, prefix, banner: text.banner, body });
}

/** The page for a request VNeID cannot send back anywhere (unknown client or redirect URI). */
export function badRequestPage(lang: PageLanguage, prefix: string): string {
  const text = TEXT[lang];
  return renderPage({
    lang,
    title: text.badRequestTitle,
    prefix,
    banner: text.banner,
    body: html`<h1>${text.badRequestTitle}</h1>
      <p>${text.badRequest}</p>`,
  });
}
