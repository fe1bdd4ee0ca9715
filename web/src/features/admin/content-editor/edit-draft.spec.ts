import { draftToUpdate } from './edit-draft';

describe('draftToUpdate', () => {
  it('should refuse a title of only spaces', () => {
    expect(draftToUpdate({ title: '   ', description: '', speaker: '', tags: '', language: '' })).toEqual({ error: 'Title is required.' });
  });

  it('should trim fields, send empty ones as null and drop empty tags', () => {
    expect(draftToUpdate({ title: ' Patience ', description: '  ', speaker: ' Shaykh Ahmad ', tags: 'Fiqh, , Ramadan ,', language: 'en' })).toEqual({
      title: 'Patience',
      description: null,
      speaker: 'Shaykh Ahmad',
      tags: ['Fiqh', 'Ramadan'],
    });
  });

  it('should send the language only when staff changed it, and null for detection again', () => {
    const draft = { title: 'T', description: '', speaker: '', tags: '' };
    expect(draftToUpdate({ ...draft, language: 'en' }, 'en')).not.toHaveProperty('language');
    expect(draftToUpdate({ ...draft, language: 'ar' }, 'en')).toMatchObject({ language: 'ar' });
    expect(draftToUpdate({ ...draft, language: '' }, 'ar')).toMatchObject({ language: null });
  });
});
