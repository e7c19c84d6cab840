import type { FindReservationQuery } from '@skybook/contracts/manage-booking';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LookupForm, type LookupValues } from '../../../components/booking-lookup/LookupForm';
import { ApiError } from '../../../lib/api-client';
import { checkinLookupOf } from '../../../lib/checkin-query';
import { LookupRateLimited, retryMinutes, useCreateGrant } from '../../../lib/create-grant';
import { noticeOf } from '../../../lib/use-leave-on-refused-grant';
import { checkinPath } from '../checkin-navigation';
import { checkinDraftStore } from '../stores/checkin-draft';
import '../checkin.css';

export interface CheckinLookupPageProps {
  readonly language: Language;
}

/**
 * /checkin (requirements §2 check-in routes, §3 check-in lookup): the booking code and a name,
 * exchanged for the manage grant as manage booking does, then the booking's flights. Home sends a
 * check-in address here with the three fields in the query string: they fill the form and are
 * sent at once, and the flights then replace this page in the history, so Back does not send them
 * again.
 */
export function CheckinLookupPage({ language }: CheckinLookupPageProps) {
  const { t } = useTranslation('checkin');
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Read once: the form owns the fields from then on.
  const [fromAddress] = useState(() => checkinLookupOf(params));
  const lookup = useCreateGrant();
  const [failure, setFailure] = useState<string | null>(() => noticeOf(location.state));
  const sentFromAddress = useRef(false);

  const failureOf = (error: unknown): string => {
    if (error instanceof LookupRateLimited)
      return t('lookup.rateLimited', { minutes: retryMinutes(error.retryAfter) });
    // "No such booking" and "wrong name" answer alike (design §5 Security): check-in's own words.
    if (error instanceof ApiError && error.status === 404) return t('errors.searchError');
    return error instanceof ApiError && error.message !== '' ? error.message : t('lookup.failed');
  };

  const submit = (body: FindReservationQuery, replace: boolean) => {
    setFailure(null);
    lookup.mutate(body, {
      onSuccess: (grant) => {
        // Another booking's choices are not this one's.
        if (checkinDraftStore.read(grant.reservationKey) === null) checkinDraftStore.clear();
        void navigate(checkinPath(language, 'select-flight'), { replace });
      },
      onError: (error) => {
        setFailure(failureOf(error));
      },
    });
  };

  useEffect(() => {
    // Once, though the page renders again while the lookup runs (and twice in Strict Mode).
    if (!fromAddress.complete || sentFromAddress.current) return;
    sentFromAddress.current = true;
    submit(fromAddress.values, true);
  });

  return (
    <div className="ci-lookup">
      <section className="ci-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="ci-card__title">
          {t('lookup.title')}
        </h2>
        <p className="ci-note">{t('lookup.intro')}</p>
        <div aria-live="polite" className="ci-lookup__status">
          {lookup.isPending && fromAddress.complete ? (
            <p role="status" className="ci-loading">
              {t('lookup.opening')}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="ci-alert">
            {failure}
          </p>
        ) : null}
        <LookupForm
          headingId={headingId}
          isPending={lookup.isPending}
          initialValues={fromAddress.values}
          onSubmit={(values: LookupValues) => {
            submit(values, false);
          }}
          submitLabel={t('lookup.submit')}
          pendingLabel={t('lookup.submitting')}
        />
        <p className="ci-note ci-note--small">{t('lookup.privacy')}</p>
      </section>
    </div>
  );
}
