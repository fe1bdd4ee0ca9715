import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { LANGUAGES } from '@lectures/proto';
import type { PageLanguage } from './page-language';
import type { Translate } from './page-meta';

type Tree = { [key: string]: string | Tree };

const logger = new Logger('PageMessages');

/**
 * The web app's messages, for the head tags the server writes: `dir/<language>/<namespace>.json`
 * (the web build puts them in dist/server/messages, web/vite.config.ts; they are
 * web/src/locales'), with i18next's {{placeholders}} and plurals (key_one, key_other...). A
 * message a language lacks is English's; one no file has is its key.
 */
export class PageMessages {
  private readonly catalogues = new Map<string, Tree>();
  private readonly languages = new Map<PageLanguage, Translate>();

  constructor(private readonly dir: string) {}

  /** The messages in `language`. */
  in(language: PageLanguage): Translate {
    let translate = this.languages.get(language);
    if (!translate) this.languages.set(language, (translate = this.translator(language)));
    return translate;
  }

  private translator(language: PageLanguage): Translate {
    const plurals = new Intl.PluralRules(LANGUAGES[language].locale);
    return (key, values = {}) => {
      const [namespace = '', name = ''] = key.split(':');
      const count = values.count;
      const names = typeof count === 'number' ? [`${name}_${plurals.select(count)}`, `${name}_other`] : [name];
      for (const catalogue of [this.catalogue(language, namespace), this.catalogue('en', namespace)]) {
        const message = names.map((n) => lookUp(catalogue, n)).find((found) => found !== undefined);
        if (message !== undefined) return message.replace(/{{\s*(\w+)\s*}}/g, (_, variable: string) => String(values[variable] ?? ''));
      }
      return key;
    };
  }

  private catalogue(language: PageLanguage, namespace: string): Tree {
    const file = path.join(this.dir, language, `${namespace}.json`);
    let tree = this.catalogues.get(file);
    if (!tree) {
      try {
        tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      } catch (error) {
        logger.warn(`Pages are headed without the messages of ${file}: ${(error as Error).message}`);
        tree = {};
      }
      this.catalogues.set(file, tree);
    }
    return tree;
  }
}

function lookUp(tree: Tree, name: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of name.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
