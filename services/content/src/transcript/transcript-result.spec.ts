import { resultOfV3 } from './transcript-result';

describe('resultOfV3', () => {
  it('should keep each passage\'s confidence only when it has one number per word', () => {
    const result = resultOfV3({
      contentId: '00000000-0000-4000-8000-000000000001',
      generation: 1,
      passages: [
        { start: 0, end: 2, text: 'Patience is  half.', confidence: [0.9, 0.8, 0.4] },
        { start: 2, end: 4, text: 'Of faith.', confidence: [0.9] },
        { start: 4, end: 6, text: 'Amen.' },
      ],
      analysis: { summary: 'Patience.' },
    });
    expect(result.passages).toEqual([
      { start: 0, end: 2, text: 'Patience is  half.', confidence: [0.9, 0.8, 0.4] },
      { start: 2, end: 4, text: 'Of faith.' },
      { start: 4, end: 6, text: 'Amen.' },
    ]);
  });
});
