import type { SitemapKind } from '@lectures/proto';

/**
 * Each kind of public page the sitemap lists, as a query of rows `(slug, lastmod, made, id)`:
 * its published pages, when each last changed, and the order they are listed in (oldest first,
 * so a new page joins the last file and the earlier files keep their dates). A new kind is one
 * entry here and its path in proto's SITEMAP_PATHS.
 */
export const SITEMAP_SOURCES: Record<SitemapKind, string> = {
  // A lecture made before addresses existed and not written since is listed by its id (which redirects once it has one).
  lectures: `SELECT coalesce(c."slug", c."id"::text) AS slug, c."updated_at" AS lastmod, c."created_at" AS made, c."id"
               FROM "content"."content" c WHERE c."status" = 'approved'`,
  // A series page shows its published parts: it is listed once it has one, and changes when they do.
  series: `SELECT s."slug", greatest(s."updated_at", max(c."updated_at")) AS lastmod, s."created_at" AS made, s."id"
             FROM "content"."series" s
             JOIN "content"."series_part" p ON p."series_id" = s."id"
             JOIN "content"."content" c ON c."id" = p."content_id" AND c."status" = 'approved'
            GROUP BY s."id"`,
  // A speaker's page lists their published lectures: listed once they have one, changed when they do.
  speakers: `SELECT sp."slug", greatest(sp."updated_at", max(c."updated_at")) AS lastmod, sp."created_at" AS made, sp."id"
               FROM "content"."speaker" sp
               JOIN "content"."content_speaker" cs ON cs."speaker_id" = sp."id"
               JOIN "content"."content" c ON c."id" = cs."content_id" AND c."status" = 'approved'
              GROUP BY sp."id"`,
};
