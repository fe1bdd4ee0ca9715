import { pageLanguageOf, withPageLanguage } from './page-language';

describe('the language of a served page', () => {
  const of = (headers: Record<string, string>) => pageLanguageOf({ headers });

  it("should follow the visitor's kept choice over the browser's preference", () => {
    expect(of({ cookie: 'theme=dark; lang=ar', 'accept-language': 'en-GB,en;q=0.9' })).toBe('ar');
    expect(of({ cookie: 'lang=en', 'accept-language': 'ar' })).toBe('en');
  });

  it('should take the most wanted language of Accept-Language the app speaks, else English', () => {
    expect(of({ 'accept-language': 'fr-FR,ar-EG;q=0.8,en;q=0.5' })).toBe('ar');
    expect(of({ 'accept-language': 'en;q=0.2,ar;q=0.9' })).toBe('ar');
    expect(of({ 'accept-language': 'ar;q=0,de' })).toBe('en');
    expect(of({ cookie: 'lang=xx' })).toBe('en');
    expect(of({})).toBe('en');
  });

  it('should mark the root element with the language and its direction', () => {
    expect(withPageLanguage('<!doctype html>\n<html lang="en">\n<head>', 'ar')).toBe('<!doctype html>\n<html lang="ar" dir="rtl">\n<head>');
  });
});
