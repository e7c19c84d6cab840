import type { FoundItemPaxDto } from '@skybook/contracts/happy-returns';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { formatDateTime, formatDay } from '@skybook/domain/date-format';

export interface FoundItemDetailsProps {
  readonly item: FoundItemPaxDto;
  readonly language: Language;
  readonly headingId: string;
}

/** A found item as the traveller may see it: what it is, where and when it was found, where it is kept. */
export function FoundItemDetails({ item, language, headingId }: FoundItemDetailsProps) {
  const { t } = useTranslation('happyReturn');
  const { flight } = item;
  return (
    <article className="hr-details" aria-labelledby={headingId}>
      <p className="hr-item__category">{item.category.name}</p>
      <h2 id={headingId} className="hr-details__title">
        {item.title}
      </h2>
      <p className={`hr-badge hr-badge--${item.status}`}>{t(`item.status.${item.status}`)}</p>
      <p>{item.description}</p>
      <dl className="hr-item__facts hr-details__facts">
        {item.properties.map((property) => (
          <div key={property.id}>
            <dt>{property.name}</dt>
            <dd>{property.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('item.flight')}</dt>
          <dd>{t('item.flightOn', { flight: flight.designator, date: formatDay(flight.date, language) })}</dd>
        </div>
        <div>
          <dt>{t('item.route')}</dt>
          <dd>
            {t('item.routeNames', {
              from: flight.originName,
              fromCode: flight.originCode,
              to: flight.destinationName,
              toCode: flight.destinationCode,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('item.foundLocation')}</dt>
          <dd>
            {item.seatArea
              ? t('item.locationWithRows', {
                  location: item.foundLocation.label,
                  from: item.seatArea.fromRow,
                  to: item.seatArea.toRow,
                })
              : item.foundLocation.label}
          </dd>
        </div>
        <div>
          <dt>{t('item.foundAt')}</dt>
          <dd>
            <time dateTime={item.foundAt}>{formatDateTime(item.foundAt, language, AIRLINE_TIME_ZONE)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('item.storage')}</dt>
          <dd>
            {t('item.storageOffice', { airport: item.storage.airportName, code: item.storage.airportCode })}
          </dd>
        </div>
        <div>
          <dt>{t('item.holdUntil')}</dt>
          <dd>
            <time dateTime={item.holdUntil}>{formatDay(item.holdUntil, language)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
