/**
 * Series of `partsPerSeries` lectures each, in the order the lectures were made (100,000 lectures:
 * 5,000 series of 20), every title holding 'patience and gratitude' so a common word finds
 * thousands of series. Answers how many were made.
 */
export async function makeSeries(db, partsPerSeries = 20) {
  const count = Math.ceil(Number((await db.query('SELECT count(*) AS n FROM content.content')).rows[0].n) / partsPerSeries);
  await db.query(
    `INSERT INTO content.series (title, slug, description, language, status, created_by, created_at)
     SELECT 'Series ' || n || ' on patience and gratitude', 'series-' || n || '-on-patience-and-gratitude', 'Sittings ' || n || '.', 'en', 'ongoing',
            gen_random_uuid(), timestamp '2010-01-01' + n * interval '1 hour' FROM generate_series(1, $1) n`,
    [count],
  );
  await db.query(
    `WITH l AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS k FROM content.content),
          s AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS j FROM content.series)
     INSERT INTO content.series_part (content_id, series_id, part) SELECT l.id, s.id, l.k % $1 + 1 FROM l JOIN s ON s.j = l.k / $1`,
    [partsPerSeries],
  );
  await db.query('VACUUM ANALYZE content.series, content.series_part');
  return count;
}
