import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { ResolvedAddress } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every query on lecture addresses (`content.content_address`, and the item's current `slug`). */
@Injectable()
export class AddressRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Every address the lecture has had. */
  async ownSlugs(manager: EntityManager, contentId: string): Promise<string[]> {
    const rows = await manager.query<{ slug: string }[]>(`SELECT "slug" FROM "content"."content_address" WHERE "content_id" = $1`, [contentId]);
    return rows.map((r) => r.slug);
  }

  /**
   * Whether `base` is taken, and the highest number of its numbered forms ('base-7'): one range
   * read on the primary key (byte order, so every 'base-…' sits between 'base-' and 'base.').
   */
  async taken(manager: EntityManager, base: string): Promise<{ plain: boolean; highest: number }> {
    const [row] = await manager.query<{ plain: boolean; highest: number | null }[]>(
      `SELECT bool_or("slug" = $1) AS plain,
              max(CASE WHEN substring("slug" FROM char_length($1) + 2) ~ '^[1-9][0-9]{0,8}$'
                       THEN substring("slug" FROM char_length($1) + 2)::int END) AS highest
         FROM "content"."content_address"
        WHERE "slug" = $1 OR ("slug" >= $1 || '-' AND "slug" < $1 || '.')`,
      [base],
    );
    return { plain: row.plain ?? false, highest: row.highest ?? 0 };
  }

  /** Gives the lecture `slug`; false when another lecture has it (waits for one being given it now). */
  async claim(manager: EntityManager, contentId: string, slug: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `INSERT INTO "content"."content_address" ("slug", "content_id") VALUES ($1, $2) ON CONFLICT ("slug") DO NOTHING RETURNING "slug"`,
      [slug, contentId],
    );
    return rows.length > 0;
  }

  async setCurrent(manager: EntityManager, contentId: string, slug: string): Promise<void> {
    await manager.query(`UPDATE "content"."content" SET "slug" = $2 WHERE "id" = $1 AND "slug" IS DISTINCT FROM $2`, [contentId, slug]);
  }

  /** The lecture an id or any of its addresses names. */
  async resolve(address: string): Promise<ResolvedAddress | null> {
    const rows = UUID.test(address)
      ? await this.dataSource.query<{ id: string; slug: string | null; status: string }[]>(`SELECT "id", "slug", "status" FROM "content"."content" WHERE "id" = $1`, [address.toLowerCase()])
      : await this.dataSource.query<{ id: string; slug: string | null; status: string }[]>(
          `SELECT c."id", c."slug", c."status" FROM "content"."content_address" a JOIN "content"."content" c ON c."id" = a."content_id" WHERE a."slug" = $1`,
          [address],
        );
    const row = rows[0];
    return row ? { id: row.id, slug: row.slug, published: row.status === 'approved' } : null;
  }
}
