import type { ReactNode } from 'react';

/**
 * The class names of a feature's form fields: `block` is the field's BEM block (`pax-field` gives
 * `pax-field__label`, `__star`, `__hint`, `__error`), `visuallyHidden` hides text for the eye only.
 */
export interface FieldClasses {
  readonly block: string;
  readonly visuallyHidden: string;
}

/** The ids a field's aria-describedby lists: its hint when it has one, its error when shown. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean);
  return ids.length === 0 ? undefined : ids.join(' ');
}

export interface RequiredMarkProps {
  readonly classes: FieldClasses;
  /** "required" in the page's language, read by screen readers only. */
  readonly requiredText: string;
}

/** The star of a required field, and "required" for screen readers, after a label's text. */
export function RequiredMark({ classes, requiredText }: RequiredMarkProps) {
  return (
    <>
      <span className={`${classes.block}__star`} aria-hidden="true">
        *
      </span>
      <span className={classes.visuallyHidden}> ({requiredText})</span>
    </>
  );
}

export interface FieldMessagesProps {
  readonly classes: FieldClasses;
  readonly id: string;
  readonly hint?: ReactNode;
  readonly error: string | undefined;
}

/** A field's hint and error, both referred to by the field's aria-describedby. */
export function FieldMessages({ classes, id, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={`${classes.block}__hint`}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={`${classes.block}__error`} aria-live="polite">
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
  classes,
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
    <div className={className ? `${classes.block} ${className}` : classes.block}>
      <label htmlFor={id} className={`${classes.block}__label`}>
        {label}
        {isRequired ? <RequiredMark classes={classes} requiredText={requiredText} /> : null}
      </label>
      {children}
      <FieldMessages classes={classes} id={id} hint={hint} error={error} />
    </div>
  );
}
