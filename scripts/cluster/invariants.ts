// What must hold in the database after each fault (design §5: money and seats never created,
// lost or sold twice). The fault script calls an InvariantCheck after every fault; this minimal
// one is meant to be replaced by the soak's fuller checks (scripts/soak/) through the same type.
import pg from 'pg';

/** A booking a client saw answered 201. */
export interface CreatedBooking {
  locator: string;
}

export interface InvariantContext {
  databaseUrl: string;
  /** Every booking answered 201 so far. */
  bookings: readonly CreatedBooking[];
}

export interface InvariantResult {
  name: string;
  ok: boolean;
  /** What was counted, or what broke. */
  detail: string;
}

export type InvariantCheck = (context: InvariantContext) => Promise<InvariantResult[]>;

async function rows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/**
 * Every booking answered 201 has its row; no fare bucket is sold beyond its capacity; each
 * bucket's `sold` is the passengers of its live (not cancelled) bookings — with a fresh database
 * seeded unsold, no seat was lost or sold without a booking; no seat is assigned twice.
 */
export const minimalInvariants: InvariantCheck = async ({ databaseUrl, bookings }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const locators = bookings.map((booking) => booking.locator);
    const found = await rows<{ locator: string }>(
      client,
      'select locator from reservation where locator = any($1)',
      [locators],
    );
    const missing = locators.filter((locator) => !found.some((row) => row.locator === locator));

    const oversold = await rows<{ flight_id: number }>(
      client,
      'select flight_id, fare_family_code, sold, capacity from flight_fare where sold > capacity or sold < 0',
    );
    const mismatched = await rows<{ flight_id: number; sold: number; booked: number }>(
      client,
      `select f.flight_id, f.fare_family_code, f.sold, coalesce(b.booked, 0) as booked
         from flight_fare f
         left join (select i.flight_id, i.fare_family_code, sum(i.passengers) as booked
                      from reservation_inventory i join reservation r on r.id = i.reservation_id
                     where r.status <> 'Cancel'
                     group by i.flight_id, i.fare_family_code) b
           on b.flight_id = f.flight_id and b.fare_family_code = f.fare_family_code
        where f.sold <> coalesce(b.booked, 0)`,
    );
    const [seats] = await rows<{ assigned: string; distinct_seats: string }>(
      client,
      `select count(*) as assigned, count(distinct (flight_id, seat_code)) as distinct_seats from seat_assignment`,
    );
    const [totals] = await rows<{ sold: string }>(
      client,
      'select coalesce(sum(sold), 0) as sold from flight_fare',
    );
    return [
      {
        name: 'every 201 booking has its row',
        ok: missing.length === 0,
        detail: `${String(locators.length - missing.length)}/${String(locators.length)} found${missing.length > 0 ? `; missing ${missing.slice(0, 5).join(', ')}` : ''}`,
      },
      {
        name: 'no fare bucket sold beyond capacity',
        ok: oversold.length === 0,
        detail: `${String(oversold.length)} buckets over capacity`,
      },
      {
        name: "buckets' sold = passengers of live bookings",
        ok: mismatched.length === 0,
        detail: `${String(totals?.sold ?? 0)} seats sold; ${String(mismatched.length)} buckets differ${mismatched[0] ? ` (flight ${String(mismatched[0].flight_id)}: sold ${String(mismatched[0].sold)}, booked ${String(mismatched[0].booked)})` : ''}`,
      },
      {
        name: 'no seat assigned twice',
        ok: seats?.assigned === seats?.distinct_seats,
        detail: `${String(seats?.assigned ?? 0)} seat assignments, ${String(seats?.distinct_seats ?? 0)} distinct seats`,
      },
    ];
  } finally {
    await client.end();
  }
};
