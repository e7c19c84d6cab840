import { escapeHtml } from './escape-html';

/**
 * Server-rendered HTML (the payment sandbox's and the identity provider's pages): every
 * interpolated value is escaped unless it is already {@link SafeHtml}.
 */

/** Markup known to be safe: built by {@link html} or escaped on the way in. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: HtmlValue) => render(item)).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A template tag: `html\`<p>${name}</p>\`` escapes `name`; nested `html` results pass as they are. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup that is trusted as it is (generated SVG from bwip-js). */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
