import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PageMessages } from './page-messages';

describe(PageMessages.name, () => {
  let dir: string;
  const write = (language: string, messages: object) => {
    mkdirSync(path.join(dir, language), { recursive: true });
    writeFileSync(path.join(dir, language, 'common.json'), JSON.stringify(messages));
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'page-messages-'));
    write('en', { brand: { name: 'Lecture Library' }, parts_one: '{{count}} part of {{title}}', parts_other: '{{count}} parts of {{title}}', only: 'English only' });
    write('ar', { brand: { name: 'مكتبة المحاضرات' }, parts_one: 'جزء واحد من {{title}}', parts_two: 'جزآن من {{title}}', parts_few: '{{count}} أجزاء من {{title}}', parts_other: '{{count}} جزءًا من {{title}}' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("should give a language's messages with their placeholders and plural forms", () => {
    const messages = new PageMessages(dir);
    expect(messages.in('ar')('common:brand.name')).toBe('مكتبة المحاضرات');
    expect(messages.in('ar')('common:parts', { count: 2, title: 'الأربعون' })).toBe('جزآن من الأربعون');
    expect(messages.in('ar')('common:parts', { count: 3, title: 'الأربعون' })).toBe('3 أجزاء من الأربعون');
    expect(messages.in('en')('common:parts', { count: 1, title: 'Forty' })).toBe('1 part of Forty');
    expect(messages.in('en')('common:parts', { count: 7, title: 'Forty' })).toBe('7 parts of Forty');
  });

  it("should fall back to English's message, then to the key when no file has it", () => {
    const messages = new PageMessages(dir);
    expect(messages.in('ar')('common:only')).toBe('English only');
    expect(messages.in('ar')('common:nothing.here')).toBe('common:nothing.here');
    expect(new PageMessages(path.join(dir, 'missing')).in('en')('common:brand.name')).toBe('common:brand.name');
  });
});
