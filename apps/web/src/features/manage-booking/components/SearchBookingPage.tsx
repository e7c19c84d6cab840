import type { FindReservationQuery } from '@skybook/contracts/manage-booking';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { LookupForm } from '../../../components/booking-lookup/LookupForm';
import { ApiError } from '../../../lib/api-client';
import { LookupRateLimited, retryMinutes, useCreateGrant, useGrantForLink } from '../../../lib/create-grant';
import { manageGrantStore } from '../../../lib/manage-grant';
import { noticeOf } from '../../../lib/use-leave-on-refused-grant';
import { bookingDetailPath } from '../manage-navigation';
import '../manage-booking.css';

export interface SearchBookingPageProps {
  readonly language: Language;
}

/**
 * /my/search-booking (requirements §2, §5): the lookup form, or the confirmation e-mail's link
 * (`?link=`), exchanged for a manage grant; then the booking's detail page under its opaque key.
 * The link leaves the address bar at once (replace), so it is neither bookmarked nor shared, and
 * the detail replaces this page in the history.
 *
 * requirements §2: going back from booking-detail replaces history with the same page. Arriving here by
 * Back (a POP) with a live grant means the traveller was on its booking's detail: that detail
 * replaces this entry at once, so Back never reopens the form over a booking already open. The
 * form is reached again by a link (a PUSH), or once the grant has ended.
 */
export function SearchBookingPage({ language }: SearchBookingPageProps) {
  const { t } = useTranslation('manageBooking');
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The link is read once: it is taken out of the address before it is exchanged.
  const [link] = useState(() => params.get('link'));
  const lookup = useCreateGrant();
  const linkGrant = useGrantForLink(link);
  const [failure, setFailure] = useState<string | null>(() => noticeOf(location.state));
  const navigationType = useNavigationType();

  useEffect(() => {
    // The page's first load is a POP too, under the key 'default': not a Back from the detail.
    if (navigationType !== NavigationType.Pop || location.key === 'default' || link !== null) return;
    const open = manageGrantStore.read();
    if (open) void navigate(bookingDetailPath(language, open.reservationKey), { replace: true });
  }, [navigationType, location.key, link, navigate, language]);

  const failureOf = (error: unknown): string =>
    error instanceof LookupRateLimited
      ? t('search.rateLimited', { minutes: retryMinutes(error.retryAfter) })
      : error instanceof ApiError && error.message !== ''
        ? error.message
        : t('search.failed');

  // The link leaves the address at once; the query above holds it while it is exchanged.
  useEffect(() => {
    if (link === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('link');
        return next;
      },
      { replace: true },
    );
  }, [link, setParams]);

  const linkKey = linkGrant.data?.reservationKey;
  useEffect(() => {
    if (linkKey !== undefined) void navigate(bookingDetailPath(language, linkKey), { replace: true });
  }, [linkKey, navigate, language]);

  const submit = (body: FindReservationQuery) => {
    setFailure(null);
    lookup.mutate(body, {
      onSuccess: (grant) => {
        void navigate(bookingDetailPath(language, grant.reservationKey), { replace: true });
      },
      onError: (error) => {
        setFailure(failureOf(error));
      },
    });
  };

  const isOpeningLink = linkGrant.isLoading || linkGrant.isSuccess;
  const shownFailure = failure ?? (linkGrant.error ? failureOf(linkGrant.error) : null);
  return (
    <div className="mb-search">
      <section className="mb-card mb-search__card" aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-card__title">
          {t('search.formLabel')}
        </h2>
        <p className="mb-note">{t('search.intro')}</p>
        <div aria-live="polite" className="mb-search__status">
          {isOpeningLink ? (
            <p role="status" className="mb-loading">
              {t('search.linkOpening')}
            </p>
          ) : null}
        </div>
        {shownFailure ? (
          <p role="alert" className="mb-alert">
            {shownFailure}
          </p>
        ) : null}
        {isOpeningLink ? null : (
          <LookupForm
            headingId={headingId}
            isPending={lookup.isPending}
            onSubmit={submit}
            submitLabel={t('search.submit')}
            pendingLabel={t('search.submitting')}
          />
        )}
        <p className="mb-note mb-note--small">{t('search.privacy')}</p>
      </section>
    </div>
  );
}
