import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Vocabulary } from './term-list';

/** Where Debian's pocketsphinx-en-us puts the US English model. */
export const DEBIAN_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const DICTIONARY_FILE = 'cmudict-en-us.dict';

/** The engine's arguments that add the vocabulary to its own model. */
export interface VocabularyFiles {
  dict: string;
  lmctl: string;
  lmname: string;
}

/**
 * The terms join the English model as one word class: the class is one new word with the
 * probability of an average word, shared by its members. PocketSphinx 0.8 (Debian's) crashes
 * when an LM control file adds a second new class, and a class named after a word the model
 * knows takes that word's place; one class is what works. Measured with bench/vocabulary.mjs.
 */
const CLASS = '[terms]';
const OLD_SET_MS = 60 * 60_000;
const LMNAME = 'en-us';

/**
 * Writes the files that let PocketSphinx recognise the vocabulary without rebuilding its
 * 27 MB English model: the model's dictionary (the words its language model has) with the
 * terms' pronunciations added, a class
 * definition file holding the terms, and an LM control file that adds the classes to the
 * English model (`-dict`, `-lmctl`, `-lmname`). Written once per vocabulary under `dir`
 * (named by a hash of the input), so workers share them and a changed list gets new files.
 */
export function writePocketsphinxVocabulary(
  vocabulary: Vocabulary,
  dir: string,
  modelDir = DEBIAN_MODEL_DIR,
): VocabularyFiles {
  const baseDict = join(modelDir, DICTIONARY_FILE);
  const baseLm = join(modelDir, 'en-us.lm.bin');
  const dictText = readFileSync(baseDict, 'utf8');
  const known = knownPronunciations(dictText);
  const modelWords = readLanguageModelWords(baseLm);
  const added: string[] = [];
  const members: string[] = [];
  for (const word of vocabulary.words) {
    const have = known.get(word.token) ?? [];
    let variant = have.length;
    for (const phones of word.pronunciations) {
      if (have.includes(phones)) continue;
      added.push(`${variant === 0 ? word.token : `${word.token}(${variant + 1})`} ${phones}`);
      have.push(phones);
      variant++;
    }
    // Words the English model already has keep their own probabilities.
    if (!modelWords.has(word.token) && word.pronunciations.length > 0) members.push(word.token);
  }
  const classdef = members.length ? `LMCLASS ${CLASS}\n${members.map((m) => `${m} 1.0`).join('\n')}\nEND ${CLASS}\n` : '';

  const hash = createHash('sha256').update(baseDict).update(baseLm).update(added.join('\n')).update(classdef).digest('hex').slice(0, 16);
  const out = join(dir, `vocabulary-${hash}`);
  const files: VocabularyFiles = { dict: join(out, 'words.dict'), lmctl: join(out, 'model.lmctl'), lmname: LMNAME };
  if (existsSync(files.lmctl)) return files;
  // Written aside and moved into place whole: another worker process may be reading the set.
  mkdirSync(dir, { recursive: true });
  const draft = mkdtempSync(`${out}.draft-`);
  // Only words the language model can give: the rest of the 134,000 were read at every start for nothing.
  const wanted = new Set([...modelWords, ...members]);
  const usable = dictText.split('\n').filter((line) => wanted.has(dictionaryWord(line)));
  writeFileSync(join(draft, 'words.dict'), `${[...usable, ...added].join('\n')}\n`);
  writeFileSync(join(draft, 'terms.classdef'), classdef);
  writeFileSync(join(draft, 'model.lmctl'), `{ terms.classdef }\n${baseLm} ${LMNAME}${members.length ? ` { ${CLASS} }` : ''}\n`);
  try {
    renameSync(draft, out);
  } catch (error) {
    // Another process moved the same set into place first.
    rmSync(draft, { recursive: true, force: true });
    if (!existsSync(files.lmctl)) throw error;
  }
  removeOldSets(dir, out);
  return files;
}

/** Sets of earlier vocabularies, once no engine can still be starting from them (an hour on). */
function removeOldSets(dir: string, current: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === current || !/^vocabulary-[0-9a-f]{16}/.test(name)) continue;
    const info = statSync(path, { throwIfNoEntry: false });
    if (info && Date.now() - info.mtimeMs > OLD_SET_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** The model dictionary's pronunciations per word ('word(2)' lines are the same word). */
function knownPronunciations(dictText: string): Map<string, string[]> {
  const known = new Map<string, string[]>();
  for (const line of dictText.split('\n')) {
    const word = dictionaryWord(line);
    if (!word) continue;
    const list = known.get(word) ?? [];
    list.push(line.slice(line.indexOf(' ') + 1).trim());
    known.set(word, list);
  }
  return known;
}

/** The word a dictionary line spells ('word(2) ...' is another pronunciation of 'word'); '' for a line without one. */
function dictionaryWord(line: string): string {
  const space = line.indexOf(' ');
  return space > 0 ? line.slice(0, space).replace(/\(\d+\)$/, '') : '';
}

const englishDictionaries = new Map<string, Set<string>>();

/** The words of the model's English dictionary, read once per process; undefined when the model is not installed. */
export function englishWords(modelDir = DEBIAN_MODEL_DIR): Set<string> | undefined {
  const path = join(modelDir, DICTIONARY_FILE);
  if (!englishDictionaries.has(path) && existsSync(path)) {
    englishDictionaries.set(path, new Set(readFileSync(path, 'utf8').split('\n').map(dictionaryWord).filter(Boolean)));
  }
  return englishDictionaries.get(path);
}

/**
 * The words of a binary (trie) language model: its file ends with their NUL-terminated
 * strings, preceded by their total length as a 32-bit little-endian number.
 */
export function readLanguageModelWords(lmPath: string): Set<string> {
  const bytes = readFileSync(lmPath);
  const floor = Math.max(0, bytes.length - 16 * 1024 * 1024);
  for (let at = bytes.length - 4; at >= floor; at--) {
    if (bytes.readInt32LE(at) === bytes.length - (at + 4)) {
      return new Set(bytes.subarray(at + 4).toString('latin1').split('\0').filter(Boolean));
    }
  }
  throw new Error(`${lmPath} does not end with a word list: not a binary language model PocketSphinx wrote`);
}

/** The words the vocabulary added to the language model (its class's members): the terms the English model lacked. */
export function addedWords(files: VocabularyFiles): Set<string> {
  const classdef = readFileSync(join(dirname(files.lmctl), 'terms.classdef'), 'utf8');
  return new Set(classdef.split('\n').filter((line) => / 1\.0$/.test(line)).map((line) => line.split(' ')[0]));
}
