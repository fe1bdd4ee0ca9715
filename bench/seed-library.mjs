// Seeds a library of published lectures with realistic transcripts straight into the
// content service's tables (no bus, no transcription): the scale search is measured at.
// Usage: DATABASE_URL=postgres://... node bench/seed-library.mjs [items=100000] [words=2000]
// The database must have the content schema (start the content service on it once).
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const COMMON = `the and of to in that is was he for it with as his on be at by this had not are but from or have an they which one you were all we her she there would their will when who him been has more if no out so said what up its about into than them can only other new some could time these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three`.split(' ');
const DOMAIN = `patience gratitude faith prayer fasting charity mercy knowledge scholar prophet companions revelation chapter verse meaning tafsir hadith narration fiqh ruling worship sincerity repentance forgiveness paradise hereafter soul heart remembrance supplication pilgrimage family neighbour justice trust humility character community mosque friday sermon ramadan quran sunnah`.split(' ');
const ARABIC = ['الصبر نصف الإيمان', 'الحمد لله رب العالمين', 'إنما الأعمال بالنيات', 'اللهم اغفر لنا', 'تفسير سورة الفاتحة', 'العلم نور'];
const SPEAKERS = ['Shaykh Ahmad', 'Dr. Yusuf', 'Ustadha Maryam', 'Imam Karim', 'الشيخ محمد', 'Mufti Ismail', 'Ustadh Bilal'];
const TAGS = ['Quran', 'Hadith', 'Fiqh', 'Tafsir', 'Seerah', 'Aqeedah', 'Arabic', 'Friday Sermon', 'Ramadan', 'Lecture Series'];

/** A deterministic generator: the same seed gives the same library. */
function random(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** `words` words in sentences: mostly common English, some domain terms, rare words, now and then Arabic. */
function transcript(rand, words, index) {
  const out = [];
  while (out.length < words) {
    const r = rand();
    if (r < 0.02) out.push(...ARABIC[Math.floor(rand() * ARABIC.length)].split(' '));
    else if (r < 0.12) out.push(DOMAIN[Math.floor(rand() * DOMAIN.length)]);
    else if (r < 0.125) out.push(`rareword${index % 5000}`);
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

export async function seedLibrary(databaseUrl, count, wordsPerItem, log = console.log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const uploader = randomUUID();
  try {
    for (let offset = 0; offset < count; offset += 200) {
      const batch = Math.min(200, count - offset);
      const rows = [];
      const passageRows = [];
      for (let i = 0; i < batch; i++) {
        const n = offset + i;
        const rand = random(n + 1);
        const words = transcript(rand, wordsPerItem, n);
        const id = randomUUID();
        const title = `${DOMAIN[n % DOMAIN.length]} and ${DOMAIN[(n * 7) % DOMAIN.length]} lecture ${n}`;
        rows.push([id, title, `A talk on ${DOMAIN[(n * 3) % DOMAIN.length]} in daily life.`, SPEAKERS[n % SPEAKERS.length], 600 + (n % 3000), [TAGS[n % TAGS.length], TAGS[(n * 3) % TAGS.length]], `media/${id}/original.mp3`, words.join(' '), new Date(Date.UTC(2010, 0, 1) + n * 3_600_000).toISOString(), uploader]);
        passages(words).forEach((p, idx) => passageRows.push([id, idx, p.start, p.end, p.text]));
      }
      await client.query('BEGIN');
      const values = rows.map((_, i) => `($${i * 10 + 1}, $${i * 10 + 2}, $${i * 10 + 3}, $${i * 10 + 4}, $${i * 10 + 5}, $${i * 10 + 6}, 'approved', 'audio', $${i * 10 + 7}, 1000000, 'audio/mpeg', $${i * 10 + 8}, length($${i * 10 + 8}), $${i * 10 + 9}, $${i * 10 + 10})`);
      await client.query(
        `INSERT INTO content.content (id, title, description, speaker, duration_seconds, tags, status, media_type, media_key, media_file_size, media_mime_type, transcript_text, transcript_length, created_at, uploaded_by) VALUES ${values.join(', ')}`,
        rows.flat(),
      );
      for (let p = 0; p < passageRows.length; p += 2000) {
        const chunk = passageRows.slice(p, p + 2000);
        await client.query(
          `INSERT INTO content.passage (content_id, idx, start_sec, end_sec, text) VALUES ${chunk.map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`).join(', ')}`,
          chunk.flat(),
        );
      }
      await client.query('COMMIT');
      if ((offset + batch) % 5000 === 0 || offset + batch === count) log(`seeded ${offset + batch} of ${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query('ANALYZE content.content; ANALYZE content.passage');
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a database the content service has migrated');
  const seconds = await seedLibrary(databaseUrl, Number(process.argv[2] ?? 100_000), Number(process.argv[3] ?? 2000));
  console.log(`done in ${seconds.toFixed(0)} s`);
}
