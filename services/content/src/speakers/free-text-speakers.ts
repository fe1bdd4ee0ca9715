import { MAX_SPEAKERS_PER_LECTURE, splitSpeakerNames, type SpeakerChangeOrigin } from '@lectures/proto';
import { speakerKey } from './speaker-key';
import { insertSpeaker, rows, type Db } from './speaker-rows';

interface Spellings {
  /** Lectures naming the speaker in each spelling, as written. */
  lectures: Map<string, number>;
}

/** The spelling a group of them becomes the name of: the most used, then the fullest (titles kept), then A-Z. */
export function chooseName(lectures: Map<string, number>): string {
  return [...lectures].sort(([a, x], [b, y]) => y - x || b.length - a.length || a.localeCompare(b))[0][0];
}

export interface LinkedFreeText {
  lectures: number;
  speakersMade: number;
}

/**
 * Lectures whose speaker is free text with no speaker records yet (every lecture, when the
 * records are new; later, lectures written by a previous release during a rolling update, or
 * loaded straight into the table) get their records: each name in the text becomes the speaker
 * whose key it has (see speakerKey), made when there is none, the lecture's speakers in the
 * text's order, at most `limit` lectures at a time. With an `origin`, every spelling folded into
 * another is written to the list of changes admins read.
 */
export async function linkFreeTextSpeakers(db: Db, origin: SpeakerChangeOrigin | null, limit: number | null = null): Promise<LinkedFreeText> {
  const texts = await rows<{ raw: string; ids: string[] }>(
    db,
    `WITH unlinked AS (
       SELECT c."id", c."speaker" FROM "content"."content" c
        WHERE btrim(coalesce(c."speaker", '')) <> ''
          AND NOT EXISTS (SELECT 1 FROM "content"."content_speaker" cs WHERE cs."content_id" = c."id")
        ${limit === null ? '' : 'LIMIT $1'})
     SELECT "speaker" AS raw, array_agg("id") AS ids FROM unlinked GROUP BY "speaker"`,
    limit === null ? [] : [limit],
  );
  if (texts.length === 0) return { lectures: 0, speakersMade: 0 };
  const groups = new Map<string, Spellings>();
  const namesOf = new Map<string, string[]>();
  for (const { raw, ids } of texts) {
    const lectures = ids.length;
    const keys: string[] = [];
    for (const name of splitSpeakerNames(raw)) {
      const key = speakerKey(name);
      if (!key || keys.includes(key) || keys.length >= MAX_SPEAKERS_PER_LECTURE) continue;
      keys.push(key);
      const group = groups.get(key) ?? { lectures: new Map<string, number>() };
      group.lectures.set(name, (group.lectures.get(name) ?? 0) + lectures);
      groups.set(key, group);
    }
    namesOf.set(raw, keys);
  }
  const existing = new Map(
    (await rows<{ key: string; speaker_id: string; name: string }>(
      db,
      `SELECT sp."key", sp."speaker_id", s."name" FROM "content"."speaker_spelling" sp JOIN "content"."speaker" s ON s."id" = sp."speaker_id" WHERE sp."key" = ANY($1::text[])`,
      [[...groups.keys()]],
    )).map((row) => [row.key, row]),
  );
  const speakerOf = new Map<string, string>();
  let speakersMade = 0;
  for (const [key, group] of groups) {
    const found = existing.get(key);
    const name = found?.name ?? chooseName(group.lectures);
    const id = found?.speaker_id ?? (await insertSpeaker(db, name)).id;
    if (!found) speakersMade++;
    speakerOf.set(key, id);
    const others = [...group.lectures].filter(([spelling]) => spelling !== name);
    if (origin && others.length > 0) {
      await db.query(
        `INSERT INTO "content"."speaker_change" ("kind", "origin", "speaker_id", "speaker_name", "spellings", "lectures") VALUES ('merge', $1, $2, $3, $4, $5)`,
        [origin, id, name, [name, ...others.map(([spelling]) => spelling)], others.reduce((sum, [, n]) => sum + n, 0)],
      );
    }
  }
  const map = { content: [] as string[], speaker: [] as string[], position: [] as number[] };
  for (const { raw, ids } of texts) {
    for (const id of ids) {
      namesOf.get(raw)!.forEach((key, i) => {
        map.content.push(id);
        map.speaker.push(speakerOf.get(key)!);
        map.position.push(i + 1);
      });
    }
  }
  // One statement: a lecture's speakers all arrive together (the NOT EXISTS reads the rows before it).
  const linked = await rows<{ content_id: string }>(
    db,
    `INSERT INTO "content"."content_speaker" ("content_id", "speaker_id", "position")
     SELECT m."content_id", m."speaker_id", m."position"
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS m("content_id", "speaker_id", "position")
      WHERE NOT EXISTS (SELECT 1 FROM "content"."content_speaker" cs WHERE cs."content_id" = m."content_id")
     ON CONFLICT DO NOTHING RETURNING "content_id"`,
    [map.content, map.speaker, map.position],
  );
  return { lectures: new Set(linked.map((row) => row.content_id)).size, speakersMade };
}
