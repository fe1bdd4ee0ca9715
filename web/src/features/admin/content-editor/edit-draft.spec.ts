import { draftToUpdate } from './edit-draft';

describe('draftToUpdate', () => {
  it('should refuse a title of only spaces', () => {
    expect(draftToUpdate({ title: '   ', description: '', speaker: '', tags: '' })).toEqual({ error: 'Title is required.' });
  });

  it('should trim fields, send empty ones as null and drop empty tags', () => {
    expect(draftToUpdate({ title: ' Patience ', description: '  ', speaker: ' Shaykh Ahmad ', tags: 'Fiqh, , Ramadan ,' })).toEqual({
      title: 'Patience',
      description: null,
      speaker: 'Shaykh Ahmad',
      tags: ['Fiqh', 'Ramadan'],
    });
  });
});
