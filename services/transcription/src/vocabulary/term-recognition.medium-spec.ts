import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PocketsphinxEngine } from '../stt/pocketsphinx.engine';
import { LECTURE_SENTENCES } from '../testing/lecture-script';
import { spokenWords, synthesiseSpeech } from '../testing/synthesise-speech';
import { TERM_LECTURE } from '../testing/term-lecture';
import { wordErrorRate } from '../testing/word-error-rate';
import { countTermsHeard } from '../testing/terms-heard';
import { VocabularyStore } from './vocabulary-store';

// Real flite speech through real PocketSphinx, with and without the shipped vocabulary.
describe('the Islamic vocabulary in the offline engine', () => {
  let dir: string;
  let terms: string;
  let general: string;
  let store: VocabularyStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'term-speech-'));
    terms = await synthesiseSpeech(TERM_LECTURE.map((s) => s.flite), dir, 'terms');
    general = await synthesiseSpeech(LECTURE_SENTENCES, dir, 'general');
    store = new VocabularyStore({ dir: join(dir, 'vocabulary') });
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const bare = new PocketsphinxEngine();
  const withTerms = () => new PocketsphinxEngine({ vocabulary: () => store.pocketsphinxFiles() });

  it('should recognise terms the English model cannot, in term-dense speech', async () => {
    const reference = TERM_LECTURE.map((s) => s.said).join(' ');
    const before = countTermsHeard(reference, (await bare.transcribe(terms)).text, store);
    const after = countTermsHeard(reference, (await withTerms().transcribe(terms)).text, store);
    const verdict = `terms recognised: ${after.heard} of ${after.said} with the vocabulary, ${before.heard} without`;
    expect({ verdict, better: after.heard > before.heard, enough: after.heard >= 5 }).toEqual({ verdict, better: true, enough: true });
  }, 120_000);

  it('should leave general English as well recognised as before', async () => {
    const reference = LECTURE_SENTENCES.join(' ');
    const before = wordErrorRate(reference, (await bare.transcribe(general)).text);
    const after = wordErrorRate(reference, (await withTerms().transcribe(general)).text);
    const verdict = `general English word error rate: ${(after * 100).toFixed(1)} % with the vocabulary, ${(before * 100).toFixed(1)} % without (${spokenWords(reference).length} words)`;
    expect({ verdict, noWorse: after <= before + 0.005 }).toEqual({ verdict, noWorse: true });
  }, 120_000);
});
