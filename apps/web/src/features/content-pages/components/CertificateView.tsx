import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import type { CertificateDto, CertificateSegment, LocalInstant } from '@skybook/contracts/certificate';
import { formatDateTime } from '@skybook/domain/date-format';
import { formatLocalInstant } from '@skybook/domain/flight-operation';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { certificatePdfUrl } from '../api/request-certificate';

/** Times not tied to an airport (the issue date) are shown in the airline's home zone. */

export interface CertificateViewProps {
  readonly certificate: CertificateDto;
  /** The names the booking was found with: the PDF link checks them again. */
  readonly names: { readonly lastName: string; readonly firstName: string };
  readonly language: Language;
  readonly onAnother: () => void;
}

/** The certificate as issued: its number, the passengers and each flight's schedule against what happened. */
export function CertificateView({ certificate, names, language, onAnother }: CertificateViewProps) {
  const { t } = useTranslation('contentPages');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move the reader to the answer that replaced the form.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const issuedAt = formatDateTime(certificate.issuedAt, language, AIRLINE_TIME_ZONE);

  return (
    <div className="certificate__result" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="certificate__title">
        {t('certificate.result.heading', { number: certificate.certificateNumber })}
      </h3>
      <p>{t('certificate.result.statement', { locator: certificate.locator })}</p>
      <dl className="certificate__facts">
        <div>
          <dt>{t('certificate.result.number')}</dt>
          <dd>{certificate.certificateNumber}</dd>
        </div>
        <div>
          <dt>{t('certificate.result.locator')}</dt>
          <dd>{certificate.locator}</dd>
        </div>
        <div>
          <dt>{t('certificate.result.issuedAt')}</dt>
          <dd>{issuedAt}</dd>
        </div>
        <div>
          <dt>{t('certificate.result.passengers')}</dt>
          <dd>{certificate.passengers.map((passenger) => passenger.name).join(', ')}</dd>
        </div>
      </dl>
      <div className="certificate__table-wrap">
        <table className="certificate__table">
          <caption>{t('certificate.result.flights')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('certificate.result.columns.flight')}</th>
              <th scope="col">{t('certificate.result.columns.route')}</th>
              <th scope="col">{t('certificate.result.columns.scheduled')}</th>
              <th scope="col">{t('certificate.result.columns.actual')}</th>
              <th scope="col">{t('certificate.result.columns.status')}</th>
              <th scope="col">{t('certificate.result.columns.delay')}</th>
              <th scope="col">{t('certificate.result.columns.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {certificate.segments.map((segment) => (
              <SegmentRow
                key={`${segment.flightNumber}-${segment.scheduledDeparture.utc}`}
                segment={segment}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="certificate__note">{t('certificate.result.localTimes')}</p>
      <div className="certificate__actions">
        <a
          href={certificatePdfUrl(certificate.locator, names, language)}
          className={buttonClassName('primary')}
          download
        >
          {t('certificate.result.download')}
        </a>
        <Button variant="ghost" onPress={onAnother}>
          {t('certificate.result.another')}
        </Button>
      </div>
    </div>
  );
}

function Times({
  departure,
  arrival,
}: {
  readonly departure: LocalInstant | null;
  readonly arrival: LocalInstant | null;
}) {
  const { t } = useTranslation('contentPages');
  if (departure === null || arrival === null) return <>{t('certificate.result.none')}</>;
  return (
    <>
      {t('certificate.result.departs', { time: formatLocalInstant(departure.local) })}
      <br />
      {t('certificate.result.arrives', { time: formatLocalInstant(arrival.local) })}
    </>
  );
}

function SegmentRow({ segment }: { readonly segment: CertificateSegment }) {
  const { t } = useTranslation('contentPages');
  const { operation } = segment;
  return (
    <tr>
      <th scope="row">{segment.flightNumber}</th>
      <td>
        {segment.origin.city} ({segment.origin.code}) → {segment.destination.city} ({segment.destination.code}
        )
      </td>
      <td>
        <Times departure={segment.scheduledDeparture} arrival={segment.scheduledArrival} />
      </td>
      <td>
        {operation ? (
          <Times departure={operation.actualDeparture} arrival={operation.actualArrival} />
        ) : (
          t('certificate.result.none')
        )}
      </td>
      <td>
        {operation
          ? t(`certificate.result.statuses.${operation.status}`)
          : t('certificate.result.statuses.notRecorded')}
      </td>
      <td>
        {operation && operation.status !== 'cancelled'
          ? t('certificate.result.delayMinutes', { minutes: operation.delayMinutes })
          : t('certificate.result.none')}
      </td>
      <td>
        {operation?.reason
          ? t(`certificate.result.reasons.${operation.reason}`)
          : t('certificate.result.none')}
      </td>
    </tr>
  );
}
