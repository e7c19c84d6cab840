import type { BoardingPass } from '@skybook/contracts/checkin';
import { toIsoDate } from '@skybook/domain/clock';
import { formatDay } from '@skybook/domain/date-format';
import { dateTimeFormat } from '@skybook/domain/intl-formats';
import type { Language } from '@skybook/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

export interface BoardingPassCardProps {
  readonly pass: BoardingPass;
  readonly language: Language;
  readonly onAppleWallet: (pass: BoardingPass) => void;
  readonly isSavingToWallet: boolean;
}

/** `07:15` on `timeZone`'s clock, 24-hour in every language as boarding passes print it. */
function clockTime(instant: string, timeZone: string, language: Language): string {
  return dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(instant),
  );
}

/**
 * One boarding pass (one passenger on one flight): the facts the gate reads, all times on the
 * origin airport's clock, and the PDF417 barcode on white, large enough to scan from a phone.
 * Apple Wallet and Google Wallet are offered only where the airline's passes are configured.
 */
export function BoardingPassCard({ pass, language, onAppleWallet, isSavingToWallet }: BoardingPassCardProps) {
  const { t } = useTranslation('checkin');
  const headingId = useId();
  const flight = `${pass.carrierCode} ${pass.flightNumber}`;
  const zone = pass.origin.timeZone;
  const day = formatDay(toIsoDate(new Date(pass.departureUtc), zone), language, 'weekday');
  const facts: readonly (readonly [string, string])[] = [
    [t('pass.flight'), flight],
    [t('pass.route'), `${pass.origin.code} → ${pass.destination.code}`],
    [t('pass.date'), day],
    [t('pass.departure'), clockTime(pass.departureUtc, zone, language)],
    [t('pass.boarding'), clockTime(pass.boardingUtc, zone, language)],
    [t('pass.gateCloses'), clockTime(pass.gateClosesUtc, zone, language)],
    [t('pass.seat'), pass.seatCode],
    [t('pass.sequence'), String(pass.sequenceNumber).padStart(3, '0')],
    [t('pass.booking'), pass.locator],
  ];
  return (
    <article className="ci-pass" aria-labelledby={headingId}>
      <h3 id={headingId} className="ci-pass__title">
        {t('pass.title', { name: pass.passengerName, flight })}
      </h3>
      <dl className="ci-pass__facts">
        <div className="ci-pass__fact ci-pass__fact--wide">
          <dt>{t('pass.passenger')}</dt>
          <dd>{pass.passengerName}</dd>
        </div>
        {pass.infantName ? (
          <div className="ci-pass__fact ci-pass__fact--wide">
            <dt>{t('pass.infant')}</dt>
            <dd>{pass.infantName}</dd>
          </div>
        ) : null}
        {facts.map(([label, value]) => (
          <div key={label} className="ci-pass__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ci-note ci-note--small">{t('pass.localTime', { airport: pass.origin.code })}</p>
      <div className="ci-pass__barcode">
        <img
          src={pass.barcodeDataUrl}
          alt={t('pass.barcode', { name: pass.passengerName, flight })}
          width={320}
          height={120}
        />
      </div>
      {pass.appleWallet || pass.googleWalletUrl !== null ? (
        <div className="ci-actions">
          {pass.appleWallet ? (
            <Button
              variant="secondary"
              isPending={isSavingToWallet}
              onPress={() => {
                onAppleWallet(pass);
              }}
            >
              {t('pass.appleWallet')}
            </Button>
          ) : null}
          {pass.googleWalletUrl !== null ? (
            <a
              href={pass.googleWalletUrl}
              className="ci-wallet-link"
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('pass.googleWallet')}
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
