import { mergeAnalysis, publicAnalysis } from './analysis-review';

const withheld = [{ field: 'title' as const, text: 'Patient and Rusty Trombone Lauren', term: 'rusty trombone' }];

describe('mergeAnalysis', () => {
  it('should keep what the latest analysis withheld and how certain the transcript was, for staff only', () => {
    const stored = mergeAnalysis(null, { summary: 'Patience is half of faith.', withheld, certainShare: 0.82 }, 'reprocess');
    expect(stored).toMatchObject({ summary: 'Patience is half of faith.', withheld, certainShare: 0.82 });
    const published = publicAnalysis(mergeAnalysis(stored, { summary: 'Patience is half of faith.', withheld }, 'reprocess'));
    expect(published).not.toHaveProperty('withheld');
    expect(published).not.toHaveProperty('certainShare');
  });

  it('should replace an earlier analysis\'s notes with the new one\'s, on a reprocess and on analysing again', () => {
    const first = mergeAnalysis(null, { tooUncertain: true, certainShare: 0.2, withheld }, 'reprocess');
    const again = mergeAnalysis(first, { summary: 'Patience is half of faith.', certainShare: 0.9 }, 'again');
    expect(again).not.toHaveProperty('tooUncertain');
    expect(again).not.toHaveProperty('withheld');
    expect(again.certainShare).toBe(0.9);
    // Analysing again proposes; it writes no field nobody accepted.
    expect(again.summary).toBeUndefined();
    expect(again.proposal?.summary).toBe('Patience is half of faith.');
  });
});
