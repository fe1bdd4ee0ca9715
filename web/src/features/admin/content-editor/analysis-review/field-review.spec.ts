import { listOfLines, pendingFields, reviewOf } from './field-review';

describe('field review', () => {
  it('should call a field nobody touched generated, and pending while it has a value', () => {
    expect(reviewOf({ summary: 'On patience.' }, 'summary')).toMatchObject({ state: 'generated', pending: true });
    expect(reviewOf({}, 'summary')).toMatchObject({ state: 'generated', pending: false });
  });

  it('should call an edited field settled until a later analysis proposes something else', () => {
    const owners = { summary: { how: 'edited', by: 'u', at: '2026-01-01T00:00:00Z' } };
    expect(reviewOf({ summary: 'Mine.', owners }, 'summary')).toMatchObject({ state: 'edited', pending: false });
    expect(reviewOf({ summary: 'Mine.', owners, proposal: { summary: 'New.' } }, 'summary')).toMatchObject({ state: 'edited', pending: true, proposal: 'New.' });
  });

  it('should list every field waiting for acceptance, never the language', () => {
    expect(pendingFields({ summary: 'x', language: 'en', title: 'T', keyPoints: ['a'], owners: { keyPoints: { how: 'accepted', by: null, at: '' } } })).toEqual(['title', 'summary']);
  });

  it('should read a list typed one entry a line', () => {
    expect(listOfLines(' Patience \n\n Gratitude')).toEqual(['Patience', 'Gratitude']);
  });
});
