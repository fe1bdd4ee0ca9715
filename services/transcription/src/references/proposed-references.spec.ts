import type { TimedSegment } from '@lectures/proto';
import { checkProposedReferences, mergeReferences, type ProposedReference } from './proposed-references';

const segments: TimedSegment[] = [
  { start: 0, end: 6, text: 'Allah tells us about the throne verse,', startChar: 0, endChar: 38 },
  { start: 42, end: 50, text: 'the greatest verse of the Book, in the chapter of the cow.', startChar: 39, endChar: 96 },
  { start: 90, end: 97, text: 'And the Prophet said, as the imam collected it,', startChar: 97, endChar: 144 },
  { start: 97, end: 104, text: 'that deeds are by intentions.', startChar: 145, endChar: 174 },
];
const proposal = (over: Partial<ProposedReference>): ProposedReference => ({ kind: 'quran', surah: 0, ayah: 0, collection: '', quote: '', ...over });

describe('checkProposedReferences', () => {
  it('should keep a verse that exists, at the moment its quote is said', () => {
    const found = checkProposedReferences([proposal({ surah: 2, ayah: 255, quote: 'the greatest verse of the Book' })], segments);
    expect(found).toEqual([{ kind: 'quran', label: 'Al-Baqarah 2:255', surah: 2, ayah: 255, startTimeSec: 42 }]);
  });

  it('should keep a whole surah and a known hadith collection under its own name', () => {
    const found = checkProposedReferences(
      [proposal({ surah: 2, quote: 'in the chapter of the cow' }), proposal({ kind: 'hadith', collection: 'bukhari', quote: 'deeds are by intentions' })],
      segments,
    );
    expect(found.map((r) => [r.label, r.startTimeSec])).toEqual([['Surah Al-Baqarah (2)', 42], ['Sahih al-Bukhari', 97]]);
  });

  it.each([
    ['a surah that does not exist', proposal({ surah: 115, quote: 'the greatest verse of the Book' })],
    ['a verse past the end of its surah', proposal({ surah: 1, ayah: 8, quote: 'the greatest verse of the Book' })],
    ['an unknown collection', proposal({ kind: 'hadith', collection: 'Book of Wisdom', quote: 'deeds are by intentions' })],
    ['a quote that was never said', proposal({ surah: 2, ayah: 255, quote: 'there is no god but He the Living' })],
  ])('should drop %s', (_, proposed) => {
    expect(checkProposedReferences([proposed], segments)).toEqual([]);
  });
});

describe('mergeReferences', () => {
  it('should keep one reference per label at its earliest moment, in time order', () => {
    const rule = [{ kind: 'quran' as const, label: 'Al-Baqarah 2:255', surah: 2, ayah: 255, startTimeSec: 50 }];
    const model = [
      { kind: 'quran' as const, label: 'Al-Baqarah 2:255', surah: 2, ayah: 255, startTimeSec: 42 },
      { kind: 'hadith' as const, label: 'Sahih al-Bukhari', collection: 'Sahih al-Bukhari', startTimeSec: 10 },
    ];
    expect(mergeReferences(rule, model).map((r) => [r.label, r.startTimeSec])).toEqual([['Sahih al-Bukhari', 10], ['Al-Baqarah 2:255', 42]]);
  });
});
