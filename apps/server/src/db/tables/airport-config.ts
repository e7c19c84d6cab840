import type { Flag } from './network';

/** Operator settings per city pair (CMS `PATCH /api/v1/airport/config`), migration 0005-airport-config. */
export interface AirportConfigTables {
  /** One row per city pair whose settings were changed; others use the defaults. */
  airport_config: {
    /** `SGN-HAN`: a city_pair.code. */
    city_pair_code: string;
    is_sale_enabled: Flag;
    is_shuttle_supported: Flag;
    /** Shortest connection for a one-stop journey with a leg on this pair, minutes. */
    min_connection_minutes: number;
    /** ISO-8601 UTC of the last change. */
    updated_at: string;
  };
}
