import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import english from '@/locales/en';
import arabic from '@/locales/ar';
import { LANGUAGES, type Language } from '@proto/i18n/languages';
import { NAMESPACES } from './namespaces';

type Tree = { [key: string]: string | Tree };

/** 'a.b.c' → message, for every message of a namespace. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const variables = (message: string) => [...message.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort();
const catalogues: Record<Language, Record<string, Tree>> = { en: english, ar: arabic };

/** A plural message is written once per plural category of its language (i18next's key_one, key_other...). */
function expectedKeys(englishKeys: Iterable<string>, language: Language): Set<string> {
  const categories = new Intl.PluralRules(LANGUAGES[language].locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of englishKeys) {
    const plural = PLURAL.exec(key);
    if (plural) for (const category of categories) keys.add(key.slice(0, plural.index) + '_' + category);
    else keys.add(key);
  }
  return keys;
}

describe('the message catalogues', () => {
  it('should have a file of every namespace in every language', () => {
    for (const language of Object.keys(LANGUAGES) as Language[]) expect(Object.keys(catalogues[language]).sort()).toEqual([...NAMESPACES].sort());
  });

  const translations = (Object.keys(LANGUAGES) as Language[]).filter((language) => language !== 'en');
  describe.each(translations.flatMap((language) => NAMESPACES.map((ns) => [language, ns] as const)))('%s: %s', (language, namespace) => {
    const en = flatten(catalogues.en[namespace]!);

    it('should word every English message, and nothing more', () => {
      const translated = flatten(catalogues[language][namespace]!);
      const wanted = expectedKeys(en.keys(), language);
      expect([...wanted].filter((key) => !translated.has(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !wanted.has(key))).toEqual([]);
    });

    it('should give every message text, with the same placeholders as English', () => {
      for (const [key, message] of flatten(catalogues[language][namespace]!)) {
        expect(message.trim()).not.toBe('');
        const source = en.get(key) ?? en.get(key.replace(PLURAL, '_other'));
        // A plural's one and two forms name the number in words ('محاضرتان'), without its placeholder.
        const need = /_(one|two)$/.test(key) ? [] : variables(source ?? '').filter((v) => v !== 'count' || !PLURAL.test(key));
        expect({ key, missing: need.filter((v) => !variables(message).includes(v)) }).toEqual({ key, missing: [] });
        expect({ key, unknown: variables(message).filter((v) => !variables(source ?? '').includes(v)) }).toEqual({ key, unknown: [] });
      }
    });
  });
});

/** Source files of the app, for the keys they use. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the keys the code uses', () => {
  const src = path.join(__dirname, '..');
  const english = new Map(NAMESPACES.map((ns) => [ns, flatten(catalogues.en[ns] as Tree)]));
  const resolves = (namespace: string, key: string) => {
    const messages = english.get(namespace as (typeof NAMESPACES)[number]);
    if (!messages) return false;
    return messages.has(key) || messages.has(`${key}_other`) || [...messages.keys()].some((k) => k.startsWith(`${key}.`));
  };

  it('should find every literal key in English, in the namespace the file asks for', () => {
    const unresolved: string[] = [];
    for (const file of sources(src)) {
      const code = readFileSync(file, 'utf8');
      const asked = /useTranslation\(\s*'([\w-]+)'/.exec(code)?.[1] ?? 'common';
      const literals = [...code.matchAll(/\b(?:t|i18n\.t)\(\s*'([^'$]+)'/g), ...code.matchAll(/i18nKey="([^"]+)"/g)].map((match) => match[1]!);
      for (const literal of literals) {
        const [namespace, key] = literal.includes(':') ? literal.split(':', 2) : [asked, literal];
        if (!resolves(namespace!, key!)) unresolved.push(`${path.relative(src, file)}: ${literal}`);
      }
    }
    expect(unresolved).toEqual([]);
  });
});
