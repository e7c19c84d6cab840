import { GATE_CLOSES_BEFORE_BOARDING_MS } from '@skybook/domain/booking-constants';
import type { Language } from '@skybook/domain/languages';
import vi from '../../locales/vi/wallet.json' with { type: 'json' };
import en from '../../locales/en/wallet.json' with { type: 'json' };
import th from '../../locales/th/wallet.json' with { type: 'json' };
import ko from '../../locales/ko/wallet.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/wallet.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/wallet.json' with { type: 'json' };
import ja from '../../locales/ja/wallet.json' with { type: 'json' };
import ru from '../../locales/ru/wallet.json' with { type: 'json' };
import { ITINERARY_LABELS } from '../itinerary-labels';

/** The wallet catalogue as translators edit it (locales/<lang>/wallet.json), typed by the Vietnamese file. */
type WalletCatalogue = typeof vi;

/**
 * Every word of the Apple and Google Wallet passes, in the eight site languages: the words only a
 * boarding pass has (locales/<lang>/wallet.json) and those it shares with the itinerary, read
 * from the itinerary's catalogue so the two never translate "Booking code" differently.
 */
export interface WalletLabels extends WalletCatalogue {
  bookingCode: string;
  seat: string;
  flight: string;
  fare: string;
  departs: string;
  arrives: string;
  infant: string;
  importantInformation: string;
  localTimes: string;
  /** "The departure gate closes 15 minutes before boarding." */
  gateClosesNotice: string;
}

const CATALOGUES: Readonly<Record<Language, WalletCatalogue>> = {
  vi,
  en,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};

/** The wallet passes' words in `language`. */
export function walletLabels(language: Language): WalletLabels {
  const itinerary = ITINERARY_LABELS[language];
  return {
    ...CATALOGUES[language],
    bookingCode: itinerary.bookingCode,
    seat: itinerary.seat,
    flight: itinerary.flight,
    fare: itinerary.fare,
    departs: itinerary.departs,
    arrives: itinerary.arrives,
    infant: itinerary.passengerTypes.infant,
    importantInformation: itinerary.importantInformation,
    localTimes: itinerary.localTimes,
    gateClosesNotice: itinerary.gateCloses(GATE_CLOSES_BEFORE_BOARDING_MS / 60_000),
  };
}
