import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';

export interface ContentLoadingProps {
  /** What is loading, read to screen readers ("Loading the article"). */
  readonly label: string;
  /** Grey lines drawn in the room the content will take, so nothing jumps when it arrives. */
  readonly lines?: number;
  /** A picture's room above the lines (an article's image). */
  readonly hasMedia?: boolean;
  readonly className?: string;
}

/** requirements §4 IsFetching: a skeleton of reserved height, announced politely. */
export function ContentLoading({ label, lines = 6, hasMedia = false, className }: ContentLoadingProps) {
  return (
    <div className={className ? `content-skeleton ${className}` : 'content-skeleton'} role="status">
      <span className="content-pages__sr-only">{label}</span>
      <div aria-hidden="true">
        {hasMedia ? <span className="content-skeleton__media" /> : null}
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className="content-skeleton__line" />
        ))}
      </div>
    </div>
  );
}

export interface ContentErrorProps {
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly className?: string;
}

/** requirements §4 IsError: what went wrong in the page's language, and a way to try again. */
export function ContentError({ error, onRetry, className }: ContentErrorProps) {
  const { t } = useTranslation('contentPages');
  // A network failure's message is already translated by the API client; server messages too.
  const detail = error instanceof ApiError ? error.message : undefined;
  return (
    <div className={className ? `content-problem ${className}` : 'content-problem'} role="alert">
      <p className="content-problem__title">{t('states.errorTitle')}</p>
      {detail ? <p className="content-problem__detail">{detail}</p> : null}
      <button type="button" className={buttonClassName('secondary')} onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}

/** requirements §4 IsSuccess with nothing to show. */
export function ContentEmpty({ children }: { readonly children: ReactNode }) {
  return <div className="content-empty">{children}</div>;
}

/** True when the content API said the thing asked for does not exist (an unknown slug). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
