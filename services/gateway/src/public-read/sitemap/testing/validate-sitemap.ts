import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const SCHEMA = readFileSync(path.join(__dirname, 'sitemaps-0.9.xsd'), 'utf8');

/** libxml2's XSD validation (xmllint, as WebAssembly) of a sitemap file or index: the errors it found, none when valid. */
export async function sitemapSchemaErrors(xml: string, fileName = 'sitemap.xml'): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName, contents: xml }], schema: [SCHEMA] });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
