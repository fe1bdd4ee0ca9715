import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { applyWrittenForms } from './written-forms';
import { addedWords, readLanguageModelWords, DEBIAN_MODEL_DIR, type VocabularyFiles } from './pocketsphinx-vocabulary';
import { VocabularyStore } from './vocabulary-store';

describe(VocabularyStore.name, () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'vocabulary-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const classMembers = (files: VocabularyFiles) => [...addedWords(files)];

  it("should add the shipped terms the English model lacks to its dictionary and to one class in its control file", () => {
    const files = new VocabularyStore({ dir }).pocketsphinxFiles()!;
    const members = classMembers(files);
    expect(members.length).toBeGreaterThan(250);
    expect(members).toEqual(expect.arrayContaining(['quran', 'hadith', 'tafsir', 'sunnah', 'bukhari', 'baqarah']));
    // Words the model already knows keep their own probabilities.
    const english = readLanguageModelWords(`${DEBIAN_MODEL_DIR}/en-us.lm.bin`);
    expect(english.has('allah')).toBe(true);
    expect(members).not.toContain('allah');
    expect(members.filter((m) => english.has(m))).toEqual([]);
    const dict = readFileSync(files.dict, 'utf8');
    expect(dict).toMatch(/^tafsir T AE F S IH R$/m);
    expect(dict).toMatch(/^hello HH AH L OW$/m);
    // Every word the engine may give has its pronunciations, and words it never could are left out.
    const spelled = new Set(dict.split('\n').map((line) => line.split(' ')[0].replace(/\(\d+\)$/, '')));
    expect(members.filter((m) => !spelled.has(m))).toEqual([]);
    expect([...spelled].filter((w) => w && !english.has(w) && !members.includes(w))).toEqual([]);
    expect(readFileSync(files.lmctl, 'utf8')).toMatch(/en-us\.lm\.bin en-us \{ \[terms\] \}/);
  });

  it("should take staff's terms from their file, and a change to it without a restart", () => {
    const staff = join(dir, 'staff.txt');
    writeFileSync(staff, 'Ibn Uthaymin, Ibn Uthaimeen\n');
    const store = new VocabularyStore({ dir: join(dir, 'out'), staffFile: staff });
    const first = store.pocketsphinxFiles()!;
    expect(classMembers(first)).toContain('uthaymin');
    expect(applyWrittenForms('as ibn uthaimeen said', store.writtenForms())).toBe('as Ibn Uthaymin said');

    writeFileSync(staff, 'Ibn Uthaymin, Ibn Uthaimeen\nmuhaddith\n');
    utimesSync(staff, new Date(), new Date(Date.now() + 5000));
    const second = store.pocketsphinxFiles()!;
    expect(second.lmctl).not.toBe(first.lmctl);
    expect(classMembers(second)).toContain('muhaddith');
    // The earlier set stays while an engine may still be starting from it, and goes an hour on.
    expect(existsSync(first.lmctl)).toBe(true);
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(dirname(first.lmctl), old, old);
    writeFileSync(staff, 'muhaddith\n');
    utimesSync(staff, new Date(), new Date(Date.now() + 10_000));
    store.pocketsphinxFiles();
    expect(existsSync(first.lmctl)).toBe(false);
  });

  it("should keep to the shipped terms and say why while staff's file cannot be read", () => {
    const staff = join(dir, 'staff.txt');
    writeFileSync(staff, 'muhaddith [M UH Q]\n');
    const problems: string[] = [];
    const store = new VocabularyStore({ dir, staffFile: staff, onProblem: (p) => problems.push(p) });
    const members = classMembers(store.pocketsphinxFiles()!);
    expect(members).toContain('tafsir');
    expect(members).not.toContain('muhaddith');
    expect(problems).toEqual([expect.stringMatching(/staff\.txt line 1: '\[M UH Q\]'.*shipped terms/)]);
  });

  it('should run without a vocabulary where the English model is not installed', () => {
    expect(new VocabularyStore({ dir, modelDir: join(dir, 'nowhere') }).pocketsphinxFiles()).toBeUndefined();
  });
});

describe('the glossary a Whisper engine is prompted with', () => {
  it("should name staff's terms first, then the shipped ones in their written forms, within Whisper's limit", () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossary-'));
    try {
      const staff = join(dir, 'staff.txt');
      writeFileSync(staff, 'Ibn Uthaymin, Ibn Uthaimeen\n');
      const glossary = new VocabularyStore({ dir, staffFile: staff }).glossary();
      expect(glossary).toMatch(/^Glossary: Ibn Uthaymin, Allah, Quran, hadith, Sunnah, tafsir, fiqh,/);
      expect(glossary).not.toContain('Koran');
      expect(glossary.length).toBeLessThanOrEqual(450);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
