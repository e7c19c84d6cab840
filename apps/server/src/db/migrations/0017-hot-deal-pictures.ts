import { sql, type Kysely } from 'kysely';

// The hot deals' pictures became WebP files (modules/hotdeal/hotdeal-images.ts says why); deals
// seeded before point at the SVG drawings they replace. Only the shipped pictures' paths change.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update hot_deal set image_path = replace(image_path, '.svg', '.webp') where image_path like '/hotdeal/images/%.svg'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update hot_deal set image_path = replace(image_path, '.webp', '.svg') where image_path like '/hotdeal/images/%.webp'`.execute(
    db,
  );
}
