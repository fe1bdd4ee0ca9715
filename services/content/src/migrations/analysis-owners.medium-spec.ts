import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { AnalysisOwners1765200000000 } from './1765200000000-AnalysisOwners';

/** An archive published before issue 27: its public pages keep their analysis; unpublished items' analyses wait for staff. */
describe('content migration AnalysisOwners on an existing archive', () => {
  let database: ThrowAwayDatabase;
  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_owners');
  });
  afterAll(() => database?.drop());

  it('should count published analyses as accepted, leave the others generated, and start with automatic acceptance off', async () => {
    const all = contentService().migrations as (new () => object)[];
    const before = all.filter((migration) => migration !== AnalysisOwners1765200000000);
    const open = (migrations: typeof all) => openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations, poolSize: 1 });
    const old = await open(before);
    const insert = (id: string, status: string, analysis: object) =>
      old.query(`INSERT INTO content.content (id, title, status, uploaded_by, ai_metadata) VALUES ($1, 'Talk', $2, '00000000-0000-4000-8000-000000000009', $3)`, [
        id,
        status,
        JSON.stringify(analysis),
      ]);
    await insert('00000000-0000-4000-8000-000000000001', 'approved', { summary: 'On patience.', questions: [{ q: 'Why?', a: 'Faith.' }], language: 'en', analysedBy: 'Built-in rules' });
    await insert('00000000-0000-4000-8000-000000000002', 'completed', { summary: 'Not reviewed yet.' });
    await old.destroy();

    const upgraded = await open(all);
    try {
      const rows = await upgraded.query<{ id: string; ai_metadata: { owners?: Record<string, { how: string; by: null }> } }[]>(`SELECT id, ai_metadata FROM content.content ORDER BY id`);
      expect(Object.keys(rows[0].ai_metadata.owners ?? {}).sort()).toEqual(['qna', 'summary']);
      expect(rows[0].ai_metadata.owners?.summary).toMatchObject({ how: 'accepted', by: null });
      expect(rows[1].ai_metadata).toEqual({ summary: 'Not reviewed yet.' });
      expect(await upgraded.query(`SELECT auto_accept FROM content.analysis_settings`)).toEqual([{ auto_accept: false }]);
    } finally {
      await upgraded.destroy();
    }
  });
});
