import type { AirportConfigTables } from './tables/airport-config';
import type { AncillaryTables } from './tables/ancillaries';
import type { BookingSessionTables } from './tables/booking-session';
import type { CheckinTables } from './tables/checkin';
import type { ContentTables } from './tables/content';
import type { CoreTables } from './tables/core';
import type { FlightOperationTables } from './tables/flight-operations';
import type { HappyReturnTables } from './tables/happy-returns';
import type { HotDealTables } from './tables/hot-deals';
import type { MemberChannelTables } from './tables/member-channel';
import type { MemberExtraTables } from './tables/member-extras';
import type { MemberTables } from './tables/members';
import type { NationalIdTables } from './tables/national-id';
import type { CaptchaTables } from './tables/captcha';
import type { NetworkTables } from './tables/network';
import type { OidcTables } from './tables/oidc';
import type { PaymentTables } from './tables/payments';
import type { PointsTables } from './tables/points';
import type { PromotionTables } from './tables/promotions';
import type { ReservationTables } from './tables/reservations';
import type { SandboxTables } from './tables/sandbox';
import type { ServiceChangeTables } from './tables/service-changes';
import type { WalletTables } from './tables/wallet';

/**
 * Every table Kysely knows. Each area declares its tables in db/tables/<area>.ts beside the
 * migration that creates them; this interface only joins them.
 */
export interface Database
  extends
    CoreTables,
    NetworkTables,
    OidcTables,
    PromotionTables,
    AirportConfigTables,
    HotDealTables,
    BookingSessionTables,
    AncillaryTables,
    ContentTables,
    HappyReturnTables,
    ReservationTables,
    SandboxTables,
    PaymentTables,
    FlightOperationTables,
    ServiceChangeTables,
    CheckinTables,
    MemberTables,
    MemberChannelTables,
    NationalIdTables,
    WalletTables,
    PointsTables,
    MemberExtraTables,
    CaptchaTables {}
