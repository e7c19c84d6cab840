import type { CreateGrantBody } from '@skybook/contracts/manage-booking';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCreateGrant } from '../api/create-grant';
import { bookingDetailPath, noticeOf } from '../manage-navigation';
import { LookupForm } from './LookupForm';
import '../manage-booking.css';

export interface SearchBookingPageProps {
  readonly language: Language;
}

/** Whole minutes in a Retry-After header (seconds or an HTTP date); at least 1. */
export function retryMinutes(retryAfter: string | null, now: number = Date.now()): number {
  if (retryAfter === null) return 1;
  const seconds = /^\d+$/.test(retryAfter.trim())
    ? Number(retryAfter)
    : (Date.parse(retryAfter) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

/**
 * /my/search-booking (requirements §2, §5): the lookup form, or the confirmation e-mail's link
 * (`?link=`), exchanged for a manage grant; then the booking's detail page under its opaque key.
 * The link leaves the address bar at once (replace), so it is neither bookmarked nor shared, and
 * the detail replaces this page in the history (see useStayOnBack).
 */
export function SearchBookingPage({ language }: SearchBookingPageProps) {
  const { t } = useTranslation('manageBooking');
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The link is read once: it is taken out of the address before it is exchanged.
  const [link] = useState(() => params.get('link'));
  const retryAfter = useRef<string | null>(null);
  const exchange = useCreateGrant((headers) => {
    retryAfter.current = headers.get('retry-after');
  });
  const [failure, setFailure] = useState<string | null>(() => noticeOf(location.state));
  const startedLink = useRef(false);

  const open = (body: CreateGrantBody) => {
    setFailure(null);
    exchange.mutate(body, {
      onSuccess: (grant) => {
        void navigate(bookingDetailPath(language, grant.reservationKey), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === 'RATE_LIMITED')
          setFailure(t('search.rateLimited', { minutes: retryMinutes(retryAfter.current) }));
        else
          setFailure(error instanceof ApiError && error.message !== '' ? error.message : t('search.failed'));
      },
    });
  };
  const openLink = useEffectEvent((token: string) => {
    open({ link: token });
  });

  useEffect(() => {
    if (link === null || startedLink.current) return;
    startedLink.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('link');
        return next;
      },
      { replace: true },
    );
    openLink(link);
  }, [link, setParams]);

  const isOpeningLink = link !== null && exchange.isPending;
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
        {failure ? (
          <p role="alert" className="mb-alert">
            {failure}
          </p>
        ) : null}
        {isOpeningLink ? null : (
          <LookupForm
            headingId={headingId}
            isPending={exchange.isPending}
            onSubmit={(values) => {
              open(values);
            }}
          />
        )}
        <p className="mb-note mb-note--small">{t('search.privacy')}</p>
      </section>
    </div>
  );
}
