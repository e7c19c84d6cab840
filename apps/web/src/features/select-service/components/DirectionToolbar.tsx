import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { Language } from '@skybook/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useServiceSelection } from '../../../stores/service-selection';
import { hasChoices } from '../../../stores/service-selection-model';
import { ancillaryOptionsQueryOptions } from '../api/ancillary-options';
import { seatSelectionOptionsQueryOptions } from '../api/seat-selection-options';
import { formatAmount } from '@skybook/domain/money-format';
import type { QuotationState } from '../hooks/use-quotation';

export interface DirectionToolbarProps {
  readonly session: BookingSessionDto;
  readonly journeyIndex: number;
  readonly language: Language;
  readonly quotation: QuotationState;
  /** Says something above the tabs (the requirements §8 return-flight warning, the choose-a-service prompt). */
  readonly onNotice: (message: string) => void;
}

/** A direction's running extras total (the server's) and its tools: same on return, reset. */
export function DirectionToolbar({
  session,
  journeyIndex,
  language,
  quotation,
  onNotice,
}: DirectionToolbarProps) {
  const { t } = useTranslation('selectService');
  const queryClient = useQueryClient();
  const [isCopying, setCopying] = useState(false);
  const journey = useServiceSelection((state) => state.journeys[journeyIndex]);
  const returnJourney =
    session.tripType === 'roundTrip' && journeyIndex === 0 ? session.journeys[1] : undefined;
  const amount = quotation.quotation?.journeys.find((each) => each.journeyIndex === journeyIndex);

  const copyToReturn = async (bookingKey: string) => {
    const store = useServiceSelection.getState();
    const source = store.journeys[journeyIndex];
    if (!hasChoices(source)) {
      onNotice(t('notices.chooseFirst'));
      return;
    }
    setCopying(true);
    try {
      const [targetOptions, seatMaps] = await Promise.all([
        queryClient.query(ancillaryOptionsQueryOptions(bookingKey, language)).catch(() => undefined),
        source && source.seats.length > 0
          ? queryClient.query(seatSelectionOptionsQueryOptions(bookingKey)).catch(() => undefined)
          : Promise.resolve(undefined),
      ]);
      const productCodes = new Set(
        (targetOptions?.products ?? [])
          .filter((product) => product.available && !product.includedInFare)
          .map((product) => product.code),
      );
      useServiceSelection.getState().copyJourney(journeyIndex, journeyIndex + 1, {
        productCodes,
        isSeatAvailable: (flightIndex, seatCode) =>
          seatMaps?.flights
            .find((flight) => flight.flightIndex === flightIndex)
            ?.cabins.some((cabin) =>
              cabin.rows.some((row) =>
                row.elements.some((element) => element.seat?.code === seatCode && element.seat.available),
              ),
            ) ?? false,
      });
      // requirements §8: the same choice may not exist on the way back; the traveller checks it.
      onNotice(t('notices.sameOnReturn'));
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="direction-toolbar">
      <p className="direction-toolbar__total">
        <span>{t('directions.extrasTotal')}</span>{' '}
        <strong data-testid={`direction-extras-${journeyIndex}`}>
          {amount && quotation.quotation
            ? formatAmount(amount.ancillaryAmount, quotation.quotation.currency, language)
            : '…'}
        </strong>
        {quotation.isUpdating ? (
          <span className="direction-toolbar__updating"> {t('breakdown.updatingShort')}</span>
        ) : null}
      </p>
      <div className="direction-toolbar__actions">
        {returnJourney ? (
          <Button
            variant="secondary"
            isDisabled={isCopying}
            onPress={() => {
              void copyToReturn(returnJourney.bookingKey);
            }}
          >
            {t('actions.sameOnReturn')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          onPress={() => {
            if (!hasChoices(journey)) {
              onNotice(t('notices.chooseFirst'));
              return;
            }
            useServiceSelection.getState().resetJourney(journeyIndex);
            onNotice(t('notices.directionReset'));
          }}
        >
          {t('actions.resetDirection')}
        </Button>
        <Button
          variant="ghost"
          onPress={() => {
            useServiceSelection.getState().resetAll();
            onNotice(t('notices.allReset'));
          }}
        >
          {t('actions.resetAll')}
        </Button>
      </div>
    </div>
  );
}
