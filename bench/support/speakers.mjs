import keys from '../../services/content/dist/speakers/speaker-key.js';
import slugs from '../../services/content/dist/series/series-slug.js';

const SERIES_PER_STATEMENT = 250;
const TITLES = ['Shaykh', 'Imam', 'Ustadh', 'Dr.', 'Mufti', ''];
const GIVEN = ['Ahmad', 'Yusuf', 'Ibrahim', 'Khalid', 'Umar', 'Hamza', 'Bilal', 'Idris', 'Zakariya', 'Sulayman', 'Harun', 'Musa', 'Isa', 'Nuh', 'Dawud', 'Yahya', 'Salih', 'Hud', 'Ilyas', 'Luqman', 'Anas', 'Talha', 'Zubayr', 'Saad', 'Muadh', 'Ubayy', 'Hasan', 'Husayn', 'Jafar', 'Uthman', 'Ali', 'Abbas', 'Tariq', 'Nasir', 'Faisal', 'Rashid', 'Karim', 'Majid', 'Hakim', 'Wasim'];
const FATHER = ['Abdullah', 'Abdulaziz', 'Abdulrahman', 'Salim', 'Mansur', 'Hashim', 'Qasim', 'Ismail', 'Yaqub', 'Ayyub', 'Shuayb', 'Adam', 'Marwan', 'Nabil', 'Rafiq', 'Samir', 'Tahir', 'Wahid', 'Zayd', 'Fadl', 'Habib', 'Jamal', 'Kamal', 'Latif', 'Munir', 'Nadim', 'Qadir', 'Rahim', 'Sabir', 'Shakir', 'Yasin', 'Ziyad', 'Badr', 'Fuad', 'Ghazi', 'Hilal', 'Imran', 'Jabir', 'Khalil', 'Mahmud'];
const AR_GIVEN = ['محمد', 'أحمد', 'عبد الله', 'صالح', 'عبد العزيز', 'سليمان', 'إبراهيم', 'خالد', 'عمر', 'يوسف', 'حمد', 'ناصر', 'سعد', 'فهد', 'عبد الرحمن', 'علي', 'حسن', 'زيد', 'مساعد', 'عثمان'];
const AR_FATHER = ['عبد الله', 'محمد', 'صالح', 'ناصر', 'إبراهيم', 'سعد', 'علي', 'عبد العزيز', 'حمد', 'سليمان', 'عمر', 'خالد', 'يوسف', 'فهد', 'منصور', 'راشد', 'حسين', 'عيسى', 'موسى', 'جابر'];
const NISBA = ['Misri', 'Shami', 'Hanbali', 'Maliki', 'Shafii', 'Baghdadi', 'Andalusi', 'Maghribi', 'Yamani', 'Hijazi', 'Najdi', 'Kufi', 'Basri', 'Dimashqi', 'Qurtubi', 'Tunisi', 'Fasi', 'Halabi', 'Maqdisi', 'Makki', 'Madani', 'Tabari', 'Razi', 'Nawawi', 'Kindi', 'Tamimi', 'Qurashi', 'Ansari', 'Azdi', 'Harbi', 'Utaybi', 'Shammari', 'Zahrani', 'Ghamdi', 'Qahtani', 'Dawsari', 'Mutayri', 'Anazi', 'Juhani', 'Sulami'];

/**
 * `count` speaker names, each with a key of its own (speakerKey: two names with one key would be
 * one speaker): 'Shaykh Ahmad ibn Abdullah al-Misri', titles varied, every tenth in Arabic script.
 */
function speakerNames(count) {
  const names = [];
  const seen = new Set();
  for (let i = 0; names.length < count; i++) {
    const [g, f, n] = [GIVEN[i % GIVEN.length], FATHER[Math.floor(i / GIVEN.length) % FATHER.length], NISBA[Math.floor(i / (GIVEN.length * FATHER.length)) % NISBA.length]];
    const title = TITLES[i % TITLES.length];
    const j = Math.floor(i / 10);
    const name = i % 10 === 9 ? `الشيخ ${AR_GIVEN[j % AR_GIVEN.length]} بن ${AR_FATHER[Math.floor(j / AR_GIVEN.length) % AR_FATHER.length]}` : `${title ? `${title} ` : ''}${g} ibn ${f} al-${n}`;
    const key = keys.speakerKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    names.push({ name, key });
  }
  return names;
}

/**
 * Speakers as the product keeps them (content.speaker, its name as its one spelling, a readable
 * address by the service's rule), each giving the series whose turn it is (series j: speaker
 * j mod count) and every part of them (content_speaker, from which PostgreSQL derives each
 * lecture's speaker text); 100,000 lectures in 5,000 series and 2,000 speakers: 2 or 3 series
 * and 50 lectures a speaker. Lectures in no series take a speaker in turn. Speakers the content
 * service's reconciler made from the seed's free text meanwhile are replaced, under its lock so
 * it does not link at the same time. Answers how many speakers there are.
 */
export async function makeSpeakers(db, count, log = null) {
  const { rows: [have] } = await db.query(
    `SELECT (SELECT count(*) FROM content.speaker)::int AS speakers,
            EXISTS (SELECT 1 FROM content.content c WHERE NOT EXISTS (SELECT 1 FROM content.content_speaker cs WHERE cs.content_id = c.id)) AS unlinked`,
  );
  if (have.speakers === count && !have.unlinked) return count;
  const names = speakerNames(count);
  const taken = new Set();
  const addresses = names.map(({ name }) => {
    const base = slugs.slugOf(name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = slugs.slugCandidate(base, n);
    taken.add(slug);
    return slug;
  });
  await db.query('BEGIN');
  try {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('content.speaker-reconciler'))`);
    await db.query('DELETE FROM content.content_speaker');
    await db.query('DELETE FROM content.series_speaker');
    await db.query('DELETE FROM content.speaker_change');
    await db.query('DELETE FROM content.speaker');
    await db.query(
      `WITH made AS (
         INSERT INTO content.speaker (name, slug, bio, created_at)
         SELECT t.name, t.slug, 'Teaches ' || t.name || ' lessons in tafsir, hadith and fiqh.', timestamp '2010-01-01' + t.n * interval '1 minute'
           FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(name, slug, n)
         RETURNING id, name)
       INSERT INTO content.speaker_spelling (key, speaker_id, spelling)
       SELECT t.key, made.id, made.name FROM made JOIN unnest($1::text[], $3::text[]) AS t(name, key) ON t.name = made.name`,
      [names.map((s) => s.name), addresses, names.map((s) => s.key)],
    );
    await db.query(
      `WITH s AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS j FROM content.series),
            sp AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS i FROM content.speaker)
       INSERT INTO content.series_speaker (series_id, speaker_id, position) SELECT s.id, sp.id, 1 FROM s JOIN sp ON sp.i = s.j % $1`,
      [count],
    );
    // A few thousand lectures a statement: each makes PostgreSQL derive their speaker text (an
    // UPDATE of each lecture row), so one statement for all would hold 100,000 rows' work at once.
    const seriesIds = (await db.query('SELECT id FROM content.series ORDER BY created_at, id')).rows.map((r) => r.id);
    for (let from = 0; from < seriesIds.length; from += SERIES_PER_STATEMENT) {
      await db.query(
        `INSERT INTO content.content_speaker (content_id, speaker_id, position)
         SELECT p.content_id, ss.speaker_id, 1 FROM content.series_part p JOIN content.series_speaker ss ON ss.series_id = p.series_id
          WHERE p.series_id = ANY($1::uuid[])`,
        [seriesIds.slice(from, from + SERIES_PER_STATEMENT)],
      );
      if (log && (from / SERIES_PER_STATEMENT) % 5 === 4) log(`linked the lectures of ${Math.min(from + SERIES_PER_STATEMENT, seriesIds.length)} of ${seriesIds.length} series`);
    }
    await db.query(
      `WITH c AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS k FROM content.content c
                   WHERE NOT EXISTS (SELECT 1 FROM content.content_speaker cs WHERE cs.content_id = c.id)),
            sp AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS i FROM content.speaker)
       INSERT INTO content.content_speaker (content_id, speaker_id, position) SELECT c.id, sp.id, 1 FROM c JOIN sp ON sp.i = c.k % $1`,
      [count],
    );
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
  await db.query('VACUUM ANALYZE content.speaker, content.speaker_spelling, content.content_speaker, content.series_speaker');
  return count;
}
