// Hebrew, Arabic, Syriac, Thaana, NKo and the Arabic presentation forms.
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const STRONG = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * The direction a piece of user text reads in, by its first strongly directional letter (as
 * `dir="auto"` decides): a block about an Arabic lecture lays out right to left as a whole,
 * icons and meta rows included, not just its title.
 */
export function textDirection(text: string | null | undefined): 'rtl' | 'ltr' {
  const first = STRONG.exec(text ?? '');
  return first && RTL.test(first[0]) ? 'rtl' : 'ltr';
}
