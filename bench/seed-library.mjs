// Seeds a library of published lectures with realistic transcripts straight into the
// content service's tables (no bus, no transcription): the scale search is measured at.
// Usage: DATABASE_URL=postgres://... node bench/seed-library.mjs [items=100000] [words=2500]
// The database must have the content schema (start the content service on it once).
// Each lecture says `words` words on average (from 0.8 to 1.2 times that): mostly common
// English, a Zipf-distributed vocabulary of 20,000 other words (so most words are rare, as in
// speech), the domain's terms, a marker word shared by 20 lectures (`rareword1234`), and now and
// then Arabic, some of it with tashkeel. Two connections insert at once (one per core): the
// content service's folding function, run by PostgreSQL for every passage, is what takes the time.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const COMMON = `the and of to in that is was he for it with as his on be at by this had not are but from or have an they which one you were all we her she there would their will when who him been has more if no out so said what up its about into than them can only other new some could time these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three`.split(' ');
const DOMAIN = `patience gratitude faith prayer fasting charity mercy knowledge scholar prophet companions revelation chapter verse meaning tafsir hadith narration fiqh ruling worship sincerity repentance forgiveness paradise hereafter soul heart remembrance supplication pilgrimage family neighbour justice trust humility character community mosque friday sermon ramadan quran sunnah`.split(' ');
const ARABIC_PHRASES = ['الصبر نصف الإيمان', 'الحمد لله رب العالمين', 'إنما الأعمال بالنيات', 'اللهم اغفر لنا', 'تفسير سورة الفاتحة', 'العلم نور', 'بِسْمِ اللَّهِ الرَّحْمَنِ الرَّحِيمِ', 'قَالَ رَسُولُ اللَّهِ'];
const ARABIC_WORDS = 'الصبر الشكر الإيمان التوبة الرحمة العلم الصلاة الزكاة الصيام الحج القرآن السنة الحديث التفسير الفقه العقيدة الأخلاق الجنة الآخرة القلب الذكر الدعاء المسجد الجمعة رمضان الأمانة العدل التواضع النية الإخلاص'.split(' ');
const SPEAKERS = ['Shaykh Ahmad', 'Dr. Yusuf', 'Ustadha Maryam', 'Imam Karim', 'الشيخ محمد', 'Mufti Ismail', 'Ustadh Bilal'];
const TAGS = ['Quran', 'Hadith', 'Fiqh', 'Tafsir', 'Seerah', 'Aqeedah', 'Arabic', 'Friday Sermon', 'Ramadan', 'Lecture Series'];
const VOCABULARY_SIZE = 20_000;
const BATCH = 100;

/** A deterministic generator: the same seed gives the same library. */
function random(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** Pronounceable made-up words, the same every run: the long tail of a speaker's vocabulary. */
function vocabulary() {
  const rand = random(20_000);
  const onsets = 'b c d f g h j k l m n p r s t v w y z br ch cl dr fl gr kh pl sh st th tr'.split(' ');
  const vowels = 'a e i o u ai ea ee ia io oo ou'.split(' ');
  const codas = ' n r s t l m nd st ng rk'.split(' ');
  const words = new Set();
  while (words.size < VOCABULARY_SIZE) {
    let w = '';
    const syllables = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < syllables; i++) w += onsets[Math.floor(rand() * onsets.length)] + vowels[Math.floor(rand() * vowels.length)];
    words.add(w + codas[Math.floor(rand() * codas.length)]);
  }
  return [...words];
}

const TAIL = vocabulary();
/** Zipf (s = 1) over the tail: the cumulative weights, searched by bisection. */
const TAIL_CDF = (() => {
  const cdf = new Float64Array(TAIL.length);
  let sum = 0;
  for (let i = 0; i < TAIL.length; i++) cdf[i] = sum += 1 / (i + 1);
  for (let i = 0; i < cdf.length; i++) cdf[i] /= sum;
  return cdf;
})();

function tailWord(r) {
  let lo = 0;
  let hi = TAIL_CDF.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (TAIL_CDF[mid] < r) lo = mid + 1;
    else hi = mid;
  }
  return TAIL[lo];
}

/** About `words` words in sentences' proportions. */
function transcript(rand, words, index) {
  const target = Math.round(words * (0.8 + 0.4 * rand()));
  const out = [];
  while (out.length < target) {
    const r = rand();
    if (r < 0.005) out.push(...ARABIC_PHRASES[Math.floor(rand() * ARABIC_PHRASES.length)].split(' '));
    else if (r < 0.02) out.push(ARABIC_WORDS[Math.floor(rand() * ARABIC_WORDS.length)]);
    else if (r < 0.1) out.push(DOMAIN[Math.floor(rand() * DOMAIN.length)]);
    else if (r < 0.102) out.push(`rareword${index % 5000}`);
    else if (r < 0.4) out.push(tailWord(rand()));
    else out.push(COMMON[Math.floor(rand() * COMMON.length)]);
  }
  return out;
}

/** Passages of ~30 words, 12 seconds each, as the pipeline's timed segments would be. */
function passages(words) {
  const list = [];
  for (let i = 0; i < words.length; i += 30) list.push({ start: (i / 30) * 12, end: (i / 30 + 1) * 12, text: words.slice(i, i + 30).join(' ') });
  return list;
}

async function insertBatch(client, offset, batch, wordsPerItem, uploader) {
  const rows = [];
  const passageRows = [];
  for (let i = 0; i < batch; i++) {
    const n = offset + i;
    const rand = random(n + 1);
    const words = transcript(rand, wordsPerItem, n);
    const id = randomUUID();
    const title = `${DOMAIN[n % DOMAIN.length]} and ${DOMAIN[(n * 7) % DOMAIN.length]} lecture ${n}`;
    rows.push([id, title, `A talk on ${DOMAIN[(n * 3) % DOMAIN.length]} in daily life.`, SPEAKERS[n % SPEAKERS.length], 600 + (n % 3000), [TAGS[n % TAGS.length], TAGS[(n * 3) % TAGS.length]], `media/${id}/original.mp3`, new Date(Date.UTC(2010, 0, 1) + n * 3_600_000).toISOString(), uploader]);
    passages(words).forEach((p, idx) => passageRows.push([id, idx, p.start, p.end, p.text]));
  }
  await client.query('BEGIN');
  const values = rows.map((_, i) => `($${i * 9 + 1}, $${i * 9 + 2}, $${i * 9 + 3}, $${i * 9 + 4}, $${i * 9 + 5}, $${i * 9 + 6}, 'approved', 'audio', $${i * 9 + 7}, 1000000, 'audio/mpeg', $${i * 9 + 8}, $${i * 9 + 9})`);
  await client.query(
    `INSERT INTO content.content (id, title, description, speaker, duration_seconds, tags, status, media_type, media_key, media_file_size, media_mime_type, created_at, uploaded_by) VALUES ${values.join(', ')}`,
    rows.flat(),
  );
  // One statement per batch of passages, as columns (unnest), so the trigger that derives each
  // item's transcript text, length and vector runs once per statement, not once per row.
  const columns = [0, 1, 2, 3, 4].map((c) => passageRows.map((r) => r[c]));
  await client.query(
    `INSERT INTO content.passage (content_id, idx, start_sec, end_sec, text)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::float8[], $4::float8[], $5::text[])`,
    columns,
  );
  await client.query('COMMIT');
}

/** Seeds `count` lectures over `connections` connections at once; returns the seconds it took. */
export async function seedLibrary(databaseUrl, count, wordsPerItem, log = console.log, connections = 2) {
  const started = Date.now();
  const uploader = randomUUID();
  let next = 0;
  let done = 0;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  // Into an empty library, the GIN indexes are built once at the end (the way a bulk load is
  // done: several times faster than growing them row by row), from their own definitions.
  const { rows: empty } = await admin.query('SELECT NOT EXISTS (SELECT 1 FROM content.content) AS empty');
  const { rows: deferred } = empty[0].empty
    ? await admin.query(`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = 'content' AND tablename IN ('content', 'passage') AND indexdef LIKE '%USING gin%'`)
    : { rows: [] };
  for (const { name } of deferred) await admin.query(`DROP INDEX content."${name}"`);
  const worker = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // Each batch commits on its own; waiting for the disk at each commit is not what is measured.
      await client.query('SET synchronous_commit = off');
      // Writes passages as the content service does (services/content/src/transcript/transcript-writer.ts).
      await client.query(`SELECT set_config('content.writer', 'transcript-rows', false)`);
      while (next < count) {
        const offset = next;
        const batch = Math.min(BATCH, count - offset);
        next += batch;
        await insertBatch(client, offset, batch, wordsPerItem, uploader);
        const before = done;
        done += batch;
        if (Math.floor(done / 5000) > Math.floor(before / 5000) || done === count) log(`seeded ${done} of ${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    } finally {
      await client.end();
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    if (deferred.length > 0) log(`building ${deferred.map((d) => d.name).join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    await admin.query(`SET maintenance_work_mem = '512MB'`);
    // Two at a time, one per core.
    const builders = [admin, new pg.Client({ connectionString: databaseUrl })];
    await builders[1].connect();
    await builders[1].query(`SET maintenance_work_mem = '512MB'`);
    const queue = [...deferred];
    await Promise.all(builders.map(async (c) => { for (let d = queue.shift(); d; d = queue.shift()) await c.query(d.definition); }));
    await builders[1].end();
  }
  try {
    log(`analysing (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    await admin.query('VACUUM ANALYZE content.content');
    await admin.query('VACUUM ANALYZE content.passage');
  } finally {
    await admin.end();
  }
  return (Date.now() - started) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a database the content service has migrated');
  const seconds = await seedLibrary(databaseUrl, Number(process.argv[2] ?? 100_000), Number(process.argv[3] ?? 2500));
  console.log(`done in ${seconds.toFixed(0)} s`);
}
