import { html, type SafeHtml } from '../../../documents/html/safe-html';

/**
 * The parts of the hosted forms. Each field has a visible label, its hint and its problem tied to
 * the input by aria-describedby, and aria-invalid when it has a problem; a refused form opens with
 * a summary of its problems (role alert) whose links move focus to each field. Forms post with
 * `novalidate`: the server's translated messages are the only ones, the same in every browser.
 */

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autocomplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  hint?: string | undefined;
  /** What the member typed (never a secret). */
  value?: string | undefined;
  /** The field's problem, as the member reads it. */
  problem?: string | undefined;
  maxLength: number;
  /** The first field with a problem, or the first field of a fresh form, takes the focus. */
  autofocus?: boolean;
}

/** The id of a field's input: what labels and the summary's links point at. */
export const fieldId = (name: string) => `field-${name}`;

export function textField(spec: FieldSpec): SafeHtml {
  const id = fieldId(spec.name);
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [spec.hint ? hintId : '', spec.problem ? problemId : ''].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${id}">${spec.label} <span class="required" aria-hidden="true">*</span></label>
    ${spec.hint ? html`<p class="hint" id="${hintId}">${spec.hint}</p>` : ''}
    ${spec.problem ? html`<p class="problem" id="${problemId}">${spec.problem}</p>` : ''}
    <input
      id="${id}"
      name="${spec.name}"
      type="${spec.type}"
      autocomplete="${spec.autocomplete}"
      ${spec.inputMode ? html` inputmode="${spec.inputMode}"` : ''}
      maxlength="${spec.maxLength}"
      required${spec.value ? html` value="${spec.value}"` : ''}${
        describedBy ? html` aria-describedby="${describedBy}"` : ''
      }${spec.problem ? html` aria-invalid="true"` : ''}${spec.autofocus ? html` autofocus` : ''}
    />
  </div>`;
}

export interface ProblemItem {
  name: string;
  label: string;
  message: string;
}

/** The problems of a refused form, each linking to its field. */
export function problemSummary(title: string, problems: readonly ProblemItem[]): SafeHtml {
  if (problems.length === 0) return html``;
  return html`<div class="problem-summary" role="alert" aria-labelledby="problems-title">
    <h2 id="problems-title">${title}</h2>
    <ul>
      ${problems.map((item) => html`<li><a href="#${fieldId(item.name)}">${item.label}: ${item.message}</a></li>`)}
    </ul>
  </div>`;
}

/** A message about the whole form or page: an error is announced at once, information politely. */
export function notice(kind: 'error' | 'info', text: string): SafeHtml {
  return html`<div class="notice notice-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">
    <p>${text}</p>
  </div>`;
}
