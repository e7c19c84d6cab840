import { sql, type Kysely } from 'kysely';

// Until now nothing wrote `sold`: the seats of bookings paid before this migration are still
// `held`. A Paid booking's seats are sold (the payment now sells them in its own transaction).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update seat_assignment set status = 'sold'
    where status = 'held' and reservation_id in (select id from reservation where status = 'Paid')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update seat_assignment set status = 'held' where status = 'sold'`.execute(db);
}
