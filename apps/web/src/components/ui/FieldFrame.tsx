import type { ReactNode } from 'react';
import './field.css';

/*
 * The frame every form field of the site shares (field.css): the label, starred when required,
 * the control, then its hint and its error, both named by the control's aria-describedby.
 */

/** The ids a field's aria-describedby lists: its hint when it has one, its error when shown. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean);
  return ids.length === 0 ? undefined : ids.join(' ');
}

/** A field's class names: the shared block and the caller's own (grid placement, a form's look). */
export function fieldClassName(className: string | undefined): string {
  return className ? `field ${className}` : 'field';
}

export interface RequiredMarkProps {
  /**
   * "required" in the page's language, read by screen readers only; without it the star alone
   * marks the field (forms whose controls say `required` themselves).
   */
  readonly requiredText: string | undefined;
}

/** The star of a required field, and "required" for screen readers, after a label's text. */
export function RequiredMark({ requiredText }: RequiredMarkProps) {
  if (requiredText === undefined)
    return (
      <span className="field__star field__star--plain" aria-hidden="true">
        {' *'}
      </span>
    );
  return (
    <>
      <span className="field__star" aria-hidden="true">
        *
      </span>
      <span className="field__visually-hidden"> ({requiredText})</span>
    </>
  );
}

export interface FieldMessagesProps {
  readonly id: string;
  readonly hint?: ReactNode;
  readonly error: string | undefined;
}

/** A field's hint and error, both referred to by the field's aria-describedby. */
export function FieldMessages({ id, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </>
  );
}

export interface FieldFrameProps extends RequiredMarkProps {
  readonly id: string;
  readonly label: string;
  readonly isRequired: boolean;
  readonly className: string | undefined;
  readonly hint: ReactNode | undefined;
  readonly error: string | undefined;
  readonly children: ReactNode;
}

/** The label (starred when required), the control, then its hint and error. */
export function FieldFrame({
  requiredText,
  id,
  label,
  isRequired,
  className,
  hint,
  error,
  children,
}: FieldFrameProps) {
  return (
    <div className={fieldClassName(className)}>
      <label htmlFor={id} className="field__label">
        {label}
        {isRequired ? <RequiredMark requiredText={requiredText} /> : null}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
