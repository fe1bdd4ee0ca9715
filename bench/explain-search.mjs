// The plans of the search's own SQL (the content service's SearchRepository, as built) for the
// five kinds of query bench/search.mjs measures, over a seeded library: EXPLAIN (ANALYZE, BUFFERS)
// of each statement the repository runs, so a schema change can be checked for plans it lost.
// Usage: [BENCH_DB=name] node bench/explain-search.mjs [items=3000] [words=2500]   (after npm run build)
// BENCH_DB names a database to use (created, migrated and seeded when missing or empty) and keep.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedLibrary } from './seed-library.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { openServiceDatabase } = require(path.join(root, 'libs/platform/dist/index.js'));
const { contentService } = require(path.join(root, 'services/content/dist/index.js'));
const { SearchRepository } = require(path.join(root, 'services/content/dist/search/search.repository.js'));

const [items, words] = [Number(process.argv[2] ?? 3000), Number(process.argv[3] ?? 2500)];
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';
const QUERIES = ['patience', 'rareword1234', '"patience and"', 'الصبر', 'mercy -fasting'];

const name = process.env.BENCH_DB ?? `explain_${randomBytes(4).toString('hex')}`;
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
const admin = new pg.Client({ connectionString: ADMIN_DB });
await admin.connect();
const { rows: exists } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
if (exists.length === 0) await admin.query(`CREATE DATABASE "${name}"`);
const definition = contentService();
const dataSource = await openServiceDatabase({ url, schema: definition.schema, entities: definition.entities, migrations: definition.migrations, poolSize: 2 });
try {
  const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM content.content');
  if (n === 0) await seedLibrary(url, items, words, (line) => console.log(line));

  // Every statement the repository sends (a transaction's go through here too), explained as it runs.
  const explained = [];
  const run = dataSource.query.bind(dataSource);
  dataSource.query = async (sql, params, runner) => {
    if (/^\s*(WITH described|SELECT best\.)/.test(sql)) {
      const plan = await run(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params, runner);
      explained.push(plan.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return run(sql, params, runner);
  };

  const search = new SearchRepository(dataSource);
  for (const q of QUERIES) {
    explained.length = 0;
    const { hits, parsed } = await search.rank({ q, statuses: ['approved'], limit: 21, offset: 0 });
    await search.passages(hits.slice(0, 20).map((h) => h.id), parsed, 3);
    console.log(`\n=== ${q}: ${hits.length} hits ===`);
    for (const plan of explained) console.log(plan, '\n');
  }
} finally {
  await dataSource.destroy();
  if (!process.env.BENCH_DB) await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  await admin.end();
}
