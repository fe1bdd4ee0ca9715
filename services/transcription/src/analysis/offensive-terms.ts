/**
 * Offensive terms the English filter (obscenity's dataset) does not know, kept short on purpose:
 * only words that are vulgar in every sense, never the vocabulary of fiqh (a lecture on purity or
 * marriage names the body and its acts: جماع, احتلام, ثدي, 'wet dream' are not on it). Matched as
 * whole words after folding (offensive-language.ts); Arabic words also with an attached و, ف, ب,
 * ل or ال. Add a term only when it cannot be an innocent word of a lecture (خول is also 'to
 * entrust', عرص the plains of the Day of Judgement: left out).
 */
export const OFFENSIVE_TERMS: readonly string[] = [
  // English slang phrases a misheard lecture has produced, missing from obscenity's dataset.
  'rusty trombone',
  'dirty sanchez',
  'cleveland steamer',
  'donkey punch',
  'blue waffle',
  'tea bagging',
  // Arabic (script): insults and obscenities.
  'شرموطة',
  'منيوك',
  'منيوكة',
  'متناك',
  'متناكة',
  'قحبة',
  'كسمك',
  'كس امك',
  'كس اختك',
  'نيك',
  'انيكك',
  'طيزك',
  'ابن الكلب',
  'ابن القحبة',
  'يلعن ابوك',
  // Arabic transliterated, as English speech engines and speakers spell it.
  'sharmouta',
  'sharmuta',
  'sharmoota',
  'manyouk',
  'manyook',
  'kuss ummak',
  'kus umak',
  'kos omak',
  'kuss ukhtak',
  'ibn el sharmouta',
  'ibn al kalb',
  'kalb ibn kalb',
  'ya kalb',
  'ya hmar',
  'ayreh',
  'teezak',
  'qahba',
  'kahba',
  'gahba',
  'khawal',
  'yil3an',
  // Urdu and Hindi insults, heard in English talks of the subcontinent.
  'bhenchod',
  'behenchod',
  'bahenchod',
  'madarchod',
  'maderchod',
  'chutiya',
  'chutia',
  'gaandu',
  'bhosdike',
  'bhosdiwale',
  'haramzada',
  'haramzadi',
];
