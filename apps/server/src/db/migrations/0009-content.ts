import { sql, type Kysely } from 'kysely';

// The content store and CMS admins (db/tables/content.ts documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_item')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('parent_key', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('is_featured', 'integer', (col) => col.notNull())
    .addColumn('published_at', 'text')
    .addColumn('attributes', 'text', (col) => col.notNull())
    .addColumn('source_hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_item_pk', ['kind', 'key'])
    .addCheckConstraint('content_item_is_featured_flag', sql`is_featured in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('content_item_parent_idx')
    .on('content_item')
    .columns(['kind', 'parent_key', 'sort_order'])
    .execute();
  // Post lists: newest first within a category.
  await db.schema
    .createIndex('content_item_published_idx')
    .on('content_item')
    .columns(['kind', 'parent_key', 'published_at'])
    .execute();

  await db.schema
    .createTable('content_text')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('language_id', 'text', (col) => col.notNull())
    .addColumn('slug', 'text')
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('source_hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_text_pk', ['kind', 'key', 'language_id'])
    .addForeignKeyConstraint('content_text_item_fk', ['kind', 'key'], 'content_item', ['kind', 'key'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('content_text_slug_idx').on('content_text').columns(['kind', 'slug']).execute();

  await db.schema
    .createTable('content_asset')
    .addColumn('path', 'text', (col) => col.primaryKey())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('etag', 'text', (col) => col.notNull())
    .addColumn('byte_length', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('cms_admin')
    .addColumn('username', 'text', (col) => col.primaryKey())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('cms_admin_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) =>
      col.notNull().references('cms_admin.username').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('cms_admin_token_kind', sql`kind in ('access', 'refresh')`)
    .execute();
  await db.schema
    .createIndex('cms_admin_token_expires_idx')
    .on('cms_admin_token')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cms_admin_token').execute();
  await db.schema.dropTable('cms_admin').execute();
  await db.schema.dropTable('content_asset').execute();
  await db.schema.dropTable('content_text').execute();
  await db.schema.dropTable('content_item').execute();
}
