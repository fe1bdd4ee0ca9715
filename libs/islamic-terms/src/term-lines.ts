/** A spelling on a term list's line, with its exact pronunciation when one is given. */
export interface Spelling {
  text: string;
  /** Phones of the US English model, space-separated ('K ER AA N'). */
  phones?: string;
}

/** One line of a term list: the written form first, then every spelling (the written form included). */
export interface TermLine {
  written: Spelling;
  spellings: Spelling[];
  /** Where the line is, for messages: 'shipped terms line 12'. */
  where: string;
}

/** A line that could not be read, with its number, so staff can mend their file. */
export class TermListError extends Error {}

const PHONES = /^(AA|AE|AH|AO|AW|AY|B|CH|D|DH|EH|ER|EY|F|G|HH|IH|IY|JH|K|L|M|N|NG|OW|OY|P|R|S|SH|T|TH|UH|UW|V|W|Y|Z|ZH)$/;

/**
 * Reads a term list: one term a line, its written form then other spellings, commas between,
 * an optional pronunciation in brackets after a spelling ('Quran, Koran, Quraan [K ER AA N]');
 * '#' starts a comment. The shipped list (ISLAMIC_TERMS) and staff's own files share the format.
 */
export function readTermLines(text: string, source = 'term list'): TermLine[] {
  const lines: TermLine[] = [];
  for (const [n, raw] of text.split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const where = `${source} line ${n + 1}`;
    const spellings = line.split(',').map((s) => s.trim()).filter(Boolean).map((s) => readSpelling(s, where));
    lines.push({ written: spellings[0], spellings, where });
  }
  return lines;
}

function readSpelling(spelling: string, where: string): Spelling {
  const match = /^([^[]*?)\s*(?:\[([^\]]*)\])?$/.exec(spelling);
  if (!match) throw new TermListError(`${where}: '${spelling}' is not a spelling with an optional [PHONES]`);
  const phones = match[2]?.trim().toUpperCase().split(/\s+/);
  if (phones && (phones.length === 0 || !phones.every((p) => PHONES.test(p)))) {
    throw new TermListError(`${where}: '[${match[2]}]' is not a pronunciation in the model's phones (${PHONES.source.slice(2, 40)}...)`);
  }
  return { text: match[1], phones: phones?.join(' ') };
}
