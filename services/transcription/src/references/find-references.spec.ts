import type { TimedSegment } from '@lectures/proto';
import { findReferences } from './find-references';
import { foldText, nameKey } from './fold-text';
import { SURAHS } from './surahs';

const lecture = (...passages: [number, string][]): TimedSegment[] =>
  passages.map(([start, text], i) => ({ start, end: start + 10, text, startChar: i, endChar: i + text.length }));

describe('findReferences', () => {
  it('should find Quran citations however they are said, each at its moment', () => {
    const refs = findReferences(
      lecture(
        [12, 'Allah says in Surah Al-Baqarah, verse two hundred and fifty five, the verse of the Throne.'],
        [40, 'As in al kahf ten, the young men sought refuge in the cave.'],
        [75, 'Recall chapter 3 verse 200 on patience.'],
        [90, 'And in the Quran 94:5, with hardship comes ease.'],
        [120, 'Read surat yaseen every night.'],
        [150, 'قال الله تعالى في سورة البقرة'],
      ),
    );
    expect(refs.filter((r) => r.kind === 'quran')).toEqual([
      { kind: 'quran', label: 'Al-Baqarah 2:255', surah: 2, ayah: 255, startTimeSec: 12 },
      { kind: 'quran', label: 'Al-Kahf 18:10', surah: 18, ayah: 10, startTimeSec: 40 },
      { kind: 'quran', label: 'Aal-Imran 3:200', surah: 3, ayah: 200, startTimeSec: 75 },
      { kind: 'quran', label: 'Ash-Sharh 94:5', surah: 94, ayah: 5, startTimeSec: 90 },
      { kind: 'quran', label: 'Surah Ya-Sin (36)', surah: 36, startTimeSec: 120 },
      { kind: 'quran', label: 'Surah Al-Baqarah (2)', surah: 2, startTimeSec: 150 },
    ]);
  });

  it('should name hadith collections, but not every Muslim', () => {
    const refs = findReferences(
      lecture(
        [5, 'Every Muslim should know this.'],
        [30, 'It was narrated by Bukhari and also reported by Muslim.'],
        [60, "Imam at-Tirmidhi graded it hasan, and it is in Sunan Abu Dawud and an-Nasa'i."],
        [95, 'Ibn Majah and the Muwatta of Malik, and the Musnad of Imam Ahmad.'],
        [130, 'رواه البخاري ومسلم'],
      ),
    );
    expect(refs.map((r) => [r.label, r.startTimeSec])).toEqual([
      ['Sahih al-Bukhari', 30],
      ['Sahih Muslim', 30],
      ["Jami' at-Tirmidhi", 60],
      ['Sunan Abi Dawud', 60],
      ["Sunan an-Nasa'i", 60],
      ['Sunan Ibn Majah', 95],
      ['Muwatta Malik', 95],
      ['Musnad Ahmad', 95],
    ]);
  });

  it('should not take people, ordinary words or impossible verses for citations', () => {
    const refs = findReferences(
      lecture(
        [1, 'Prophet Muhammad 3 times said it, and Maryam 2 sons were mentioned; Yusuf was sad.'],
        [9, 'The time was 10:30 and chapter 200 verse 1 does not exist.'],
        [20, 'Surah Al-Fatihah verse 9 has only seven verses.'],
      ),
    );
    expect(refs).toEqual([{ kind: 'quran', label: 'Surah Al-Fatihah (1)', surah: 1, startTimeSec: 20 }]);
  });

  it('should hold the 114 surahs with their 6,236 verses, every spelling leading to its own surah', () => {
    expect(SURAHS).toHaveLength(114);
    expect(SURAHS.reduce((sum, s) => sum + s.verses, 0)).toBe(6236);
    const owner = new Map<string, number>();
    for (const surah of SURAHS) {
      for (const spelling of [surah.name, surah.arabic, ...(surah.also ?? [])]) {
        const key = nameKey(foldText(spelling).split(' '));
        expect({ spelling, surah: owner.get(key) ?? surah.number }).toEqual({ spelling, surah: surah.number });
        owner.set(key, surah.number);
      }
    }
  });
});
