import { fileNameProblem, displayPath } from './file-name-check';
import { folderMetadata } from './folder-metadata';
import { parseManifest } from './manifest';
import { mergeMetadata } from './merge-metadata';
import { recordingDate, tagFields } from './tag-metadata';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('folderMetadata', () => {
  it('should read speaker, series, part and title from Speaker/Series/07 - Title.mp3', () => {
    expect(folderMetadata('Sheikh Ahmad/Tafsir of Juz Amma/07 - Surah An-Naba.mp3')).toEqual({
      speaker: 'Sheikh Ahmad',
      seriesName: 'Tafsir of Juz Amma',
      seriesPart: 7,
      title: 'Surah An-Naba',
      recordedOn: null,
    });
  });

  it('should take a single folder as the speaker and a leading date as the recording date', () => {
    expect(folderMetadata('Imam Yusuf/2009-03-14 Friday sermon.mp3')).toMatchObject({ speaker: 'Imam Yusuf', seriesName: null, recordedOn: '2009-03-14', title: 'Friday sermon' });
  });

  it('should keep the file name as the title when it has no number', () => {
    expect(folderMetadata('talk_on_patience.m4a')).toMatchObject({ speaker: null, title: 'talk on patience', seriesPart: null });
  });
});

describe('tagFields', () => {
  it('should map artist to speaker, album to series, track to part and genre to tags', () => {
    expect(
      tagFields({ title: 'الصبر', artist: 'الشيخ أحمد', album: 'دروس', track: 3, date: '2009', comment: 'Recorded at the masjid', language: 'ara', genres: ['Fiqh', ' '] }),
    ).toEqual({ title: 'الصبر', speaker: 'الشيخ أحمد', seriesName: 'دروس', seriesPart: 3, recordedOn: '2009', description: 'Recorded at the masjid', language: 'ar', tags: ['Fiqh'] });
  });

  it('should read dates as precisely as they are written and refuse impossible ones', () => {
    expect(recordingDate('2009-03-14T10:00:00Z')).toBe('2009-03-14');
    expect(recordingDate('2009/3')).toBe('2009-03');
    expect(recordingDate('14.03.2009')).toBe('2009-03-14');
    expect(recordingDate('2009-02-30')).toBeUndefined();
    expect(recordingDate('last spring')).toBeUndefined();
  });
});

describe('mergeMetadata', () => {
  const path = 'Sheikh Ahmad/Patience/02 - Folder title.mp3';

  it('should fall back to folder names where the file has no tags', () => {
    const merged = mergeMetadata(path, null, {});
    expect(merged).toMatchObject({ title: 'Folder title', speaker: 'Sheikh Ahmad', seriesName: 'Patience', seriesPart: 2 });
    expect(merged.origins).toMatchObject({ title: 'file name', speaker: 'folder', seriesName: 'folder', seriesPart: 'folder' });
  });

  it('should prefer tags over folder names and the manifest over both', () => {
    const merged = mergeMetadata(path, { path, speaker: 'Manifest Speaker' }, tagFields({ title: 'Tag title', artist: 'Tag Speaker', track: 5 }));
    expect(merged).toMatchObject({ title: 'Tag title', speaker: 'Manifest Speaker', seriesName: 'Patience', seriesPart: 5 });
    expect(merged.origins).toMatchObject({ title: 'tags', speaker: 'manifest', seriesName: 'folder', seriesPart: 'tags' });
  });
});

describe('parseManifest', () => {
  it('should read a CSV manifest with its header names and tag lists', () => {
    const entries = parseManifest('csv', b64('\uFEFFpath,title,speaker,series,part,date,tags\n"a/b.mp3","Title, with comma",Sheikh,Series,4,2010-05,"Fiqh; Ramadan"\n'));
    expect(entries.get('a/b.mp3')).toEqual({ path: 'a/b.mp3', title: 'Title, with comma', speaker: 'Sheikh', seriesName: 'Series', seriesPart: 4, recordedOn: '2010-05', tags: ['Fiqh', 'Ramadan'] });
  });

  it('should read a JSON manifest and keep rows whose values do not read, with a warning', () => {
    const entries = parseManifest('json', b64(JSON.stringify({ files: [{ file: 'x.mp3', part: 'seven', date: 'soon', language: 'Arabic' }] })));
    expect(entries.get('x.mp3')).toMatchObject({ language: 'ar', warnings: [expect.stringContaining('part'), expect.stringContaining('date')] });
  });

  it('should refuse a manifest that is not UTF-8 or names no file', () => {
    expect(() => parseManifest('csv', Buffer.from([0x70, 0x61, 0x74, 0x68, 0x0a, 0xff, 0xfe]).toString('base64'))).toThrow('not UTF-8');
    expect(() => parseManifest('json', b64('[{"title":"x"}]'))).toThrow('names no file');
  });
});

describe('fileNameProblem', () => {
  it.each([
    ['climbs out with ../', '../secret.mp3', 'outside'],
    ['climbs out from a folder', 'a/../../b.mp3', 'outside'],
    ['is absolute', '/etc/passwd', 'absolute'],
    ['holds a NUL', 'bad\u0000name.mp3', 'NUL'],
    ['holds a control character', 'bell\u0007.mp3', 'control'],
    ['holds a bidi override', 'evil\u202Egpj.mp3', 'bidirectional'],
    ['is 1,000 characters long', `${'x'.repeat(1000)}.mp3`, '1,004 characters'],
  ])('should refuse a name that %s', (_label, path, reason) => {
    expect(fileNameProblem(path)).toContain(reason);
  });

  it('should accept Arabic and spaces', () => {
    expect(fileNameProblem('الشيخ/درس 1.mp3')).toBeNull();
  });

  it('should show hidden characters as code points', () => {
    expect(displayPath('evil\u202Egpj.mp3')).toBe('evil\\u{202e}gpj.mp3');
  });
});
