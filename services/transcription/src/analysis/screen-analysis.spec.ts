import type { AnalysisResult } from './analysis.types';
import { screenAnalysis } from './screen-analysis';

const result = (overrides: Partial<AnalysisResult> = {}): AnalysisResult => ({
  title: 'Patience and Faith',
  description: 'A talk on patience.',
  summary: 'Patience is half of faith. The believer is patient.',
  keyPoints: ['Patience is half of faith.'],
  topics: ['Patience'],
  tags: ['Hadith'],
  language: 'en',
  qna: [],
  chapters: [],
  engine: 'rule',
  analysedBy: 'Built-in rules',
  ...overrides,
});

describe('screenAnalysis', () => {
  it('should withhold a chapter whose title is flagged, and keep the others', () => {
    const chapters = [
      { title: 'Opening', startTimeSec: 0, generated: true },
      { title: 'Patient and rusty trombone', startTimeSec: 80, generated: true },
      { title: 'Gratitude', startTimeSec: 160, generated: true },
    ];
    const screened = screenAnalysis(result({ chapters }));
    expect(screened.chapters.map((c) => c.title)).toEqual(['Opening', 'Gratitude']);
    expect(screened.withheld).toEqual([expect.objectContaining({ field: 'chapters', text: 'Patient and rusty trombone' })]);
  });

  it('should leave a clean analysis as it is', () => {
    expect(screenAnalysis(result())).toEqual(result());
  });

  it('should withhold a flagged phrase from every field it reached, and list each for staff', () => {
    const screened = screenAnalysis(
      result({
        title: 'Patient and Rusty Trombone Lauren',
        summary: 'The child through patient and rare. He spoke of the rusty trombone. Patience is half of faith.',
        keyPoints: ['Patience is half of faith.', 'A rusty trombone is heard.'],
        topics: ['Rusty Trombone', 'Patience'],
        qna: [{ q: 'What was heard?', a: 'A rusty trombone.', confidence: 0.6, source: 'rule' }],
      }),
    );
    expect(screened.title).toBeUndefined();
    expect(screened.summary).toBe('The child through patient and rare. Patience is half of faith.');
    expect(screened.keyPoints).toEqual(['Patience is half of faith.']);
    expect(screened.topics).toEqual(['Patience']);
    expect(screened.qna).toEqual([]);
    expect(screened.withheld).toEqual([
      { field: 'title', text: 'Patient and Rusty Trombone Lauren', term: 'rusty trombone' },
      { field: 'summary', text: 'He spoke of the rusty trombone.', term: 'rusty trombone' },
      { field: 'keyPoints', text: 'A rusty trombone is heard.', term: 'rusty trombone' },
      { field: 'topics', text: 'Rusty Trombone', term: 'rusty trombone' },
      { field: 'qna', text: 'What was heard? A rusty trombone.', term: 'rusty trombone' },
    ]);
    // Nothing of the phrase is left in any field.
    expect(JSON.stringify({ ...screened, withheld: undefined }).toLowerCase()).not.toContain('trombone');
  });

  it('should withhold a model\'s suggested speaker and description sentences too', () => {
    const screened = screenAnalysis(result({ speaker: 'Sheikh Bastard', description: 'Clean opening. What a bastard.' }));
    expect(screened.speaker).toBeUndefined();
    expect('speaker' in screened).toBe(false);
    expect(screened.description).toBe('Clean opening.');
    expect(screened.withheld?.map((w) => w.field)).toEqual(['description', 'speaker']);
  });
});
