import { slugCandidate, slugOf } from '../series/series-slug';
import { speakerKey } from './speaker-key';

/** What runs SQL: a transaction's manager, or a migration's query runner. */
export interface Db {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export async function rows<T>(db: Db, sql: string, parameters: unknown[] = []): Promise<T[]> {
  return (await db.query(sql, parameters)) as T[];
}

const SLUG_ATTEMPTS = 1000;

/** Which speaker a spelling's key belongs to, if any. */
export async function speakerOfKey(db: Db, key: string): Promise<string | null> {
  const [row] = await rows<{ speaker_id: string }>(db, `SELECT "speaker_id" FROM "content"."speaker_spelling" WHERE "key" = $1`, [key]);
  return row?.speaker_id ?? null;
}

/** A speaker row named `name` with a readable address of its own ('shaykh-ahmad', then 'shaykh-ahmad-2'). */
export async function insertSpeakerRow(db: Db, name: string): Promise<string> {
  const base = slugOf(name);
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const [made] = await rows<{ id: string }>(
      db,
      `INSERT INTO "content"."speaker" ("name", "slug") SELECT $1, $2
        WHERE NOT EXISTS (SELECT 1 FROM "content"."speaker_old_slug" WHERE "slug" = $2)
       ON CONFLICT ("slug") DO NOTHING RETURNING "id"`,
      [name, slugCandidate(base, attempt)],
    );
    if (made) return made.id;
  }
  throw new Error(`No free address for the speaker ${name}`);
}

/**
 * Makes a speaker named `name`, its name as its first spelling. When another speaker already has
 * the name's key (made by a transaction that committed meanwhile), nothing is made and that
 * speaker is answered: a spelling belongs to one speaker, which PostgreSQL's key decides.
 */
export async function insertSpeaker(db: Db, name: string): Promise<{ id: string; made: boolean }> {
  const key = speakerKey(name);
  const id = await insertSpeakerRow(db, name);
  const [spelled] = await rows<{ key: string }>(
    db,
    `INSERT INTO "content"."speaker_spelling" ("key", "speaker_id", "spelling") VALUES ($1, $2, $3) ON CONFLICT ("key") DO NOTHING RETURNING "key"`,
    [key, id, name],
  );
  if (spelled) return { id, made: true };
  await db.query(`DELETE FROM "content"."speaker" WHERE "id" = $1`, [id]);
  const owner = await speakerOfKey(db, key);
  if (!owner) throw new Error(`The spelling ${name} vanished while a speaker was made for it`);
  return { id: owner, made: false };
}

/** The speaker a name is, made when no speaker has it yet. */
export async function resolveSpeaker(db: Db, name: string): Promise<string> {
  return (await speakerOfKey(db, speakerKey(name))) ?? (await insertSpeaker(db, name)).id;
}
