import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { formatDateTime } from '@skybook/domain/date-format';

export interface RequestConfirmationProps {
  readonly heading: string;
  readonly body: ReactNode;
  /** The HR-YYYY-NNNNNN reference to quote to the office. */
  readonly reference: string;
  /** ISO-8601 instant. */
  readonly submittedAt: string;
  readonly language: Language;
  readonly action?: { readonly label: string; readonly onPress: () => void };
  readonly children?: ReactNode;
}

/** What the traveller keeps after a report or a claim: its reference, prominently, and when it was sent. */
export function RequestConfirmation({
  heading,
  body,
  reference,
  submittedAt,
  language,
  action,
  children,
}: RequestConfirmationProps) {
  const { t } = useTranslation('happyReturn');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the traveller was in is gone: take them to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="hr-confirmation" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="hr-confirmation__heading">
        {heading}
      </h3>
      <p>{body}</p>
      <dl className="hr-confirmation__facts">
        <div>
          <dt>{t('confirmation.reference')}</dt>
          <dd className="hr-confirmation__reference">{reference}</dd>
        </div>
        <div>
          <dt>{t('confirmation.submittedAt')}</dt>
          <dd>
            <time dateTime={submittedAt}>{formatDateTime(submittedAt, language, AIRLINE_TIME_ZONE)}</time>
          </dd>
        </div>
      </dl>
      <p className="hr-muted">{t('confirmation.keepReference')}</p>
      {children}
      {action ? (
        <Button variant="secondary" onPress={action.onPress}>
          {action.label}
        </Button>
      ) : null}
    </section>
  );
}
