import type { MigrationInterface, QueryRunner } from 'typeorm';
import { lectureSlugOf, mayStandAlone, numbered } from '../addresses/lecture-slug';

const BATCH = 5000;

/**
 * Readable lecture addresses (issue 28). `content_address` holds every address a lecture has
 * ever had, so an old link still names it; the item's `slug` says which is current. Byte order
 * (COLLATE "C") lets the next free number of a title be found by one range read on the key.
 * Lectures that exist get their address here, oldest first, so the oldest keeps the plain one.
 */
export class LectureAddresses1765473914000 implements MigrationInterface {
  name = 'LectureAddresses1765473914000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "content"."content_address" (
      "slug" text COLLATE "C" PRIMARY KEY,
      "content_id" uuid NOT NULL REFERENCES "content"."content" ("id") ON DELETE CASCADE,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "content_address_content" ON "content"."content_address" ("content_id")`);
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "slug" text COLLATE "C"`);
    await backfill(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "slug"`);
    await q.query(`DROP TABLE "content"."content_address"`);
  }
}

/** Gives every lecture its address, with the rule new lectures follow (lecture-slug.ts). */
async function backfill(q: QueryRunner): Promise<void> {
  const items = (await q.query(`SELECT "id", "title" FROM "content"."content" ORDER BY "created_at", "id"`)) as { id: string; title: string }[];
  const taken = new Set<string>();
  const next = new Map<string, number>();
  const slugs = items.map(({ title }) => {
    const base = lectureSlugOf(title);
    if (mayStandAlone(base) && !taken.has(base)) {
      taken.add(base);
      return base;
    }
    let n = next.get(base) ?? 2;
    while (taken.has(numbered(base, n))) n += 1;
    next.set(base, n + 1);
    taken.add(numbered(base, n));
    return numbered(base, n);
  });
  for (let from = 0; from < items.length; from += BATCH) {
    const ids = items.slice(from, from + BATCH).map((i) => i.id);
    const batch = slugs.slice(from, from + BATCH);
    await q.query(`INSERT INTO "content"."content_address" ("slug", "content_id") SELECT * FROM unnest($1::text[], $2::uuid[])`, [batch, ids]);
    await q.query(`UPDATE "content"."content" c SET "slug" = t.slug FROM unnest($1::text[], $2::uuid[]) AS t(slug, id) WHERE c."id" = t.id`, [batch, ids]);
  }
}
