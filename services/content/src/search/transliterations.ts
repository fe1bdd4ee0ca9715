/**
 * Spellings of the same word that searchers mix up, folded to one form before
 * matching (both the indexed text and the query). Lower case, no apostrophes:
 * folding removes those first, so "Qur'an" arrives here as "quran".
 * A change here needs a migration that rebuilds `content.search_fold`.
 */
export const TRANSLITERATIONS: Record<string, string[]> = {
  quran: ['koran', 'quraan', 'kuran'],
  tafsir: ['tafseer', 'tafsiir'],
  hadith: ['hadeeth', 'hadees', 'hadis'],
  ahadith: ['ahadeeth'],
  sunnah: ['sunna'],
  salah: ['salat', 'salaah', 'salaat', 'sallah'],
  zakat: ['zakah', 'zakaat', 'zakaah'],
  sawm: ['saum', 'siyam', 'siyaam'],
  ramadan: ['ramadhan', 'ramazan', 'ramadaan'],
  sirah: ['seerah', 'seera', 'sira'],
  aqidah: ['aqeedah', 'aqeeda', 'aqida'],
  tawhid: ['tawheed', 'tauhid', 'tawhiid'],
  iman: ['imaan', 'eman', 'eeman'],
  dua: ['duaa', 'doa'],
  dhikr: ['zikr', 'thikr', 'zikir'],
  shaykh: ['sheikh', 'shaikh', 'sheik', 'shaik'],
  muhammad: ['mohammed', 'mohammad', 'muhammed', 'mohamed', 'mohamad'],
  jumuah: ['jumah', 'jummah', 'jumaa', 'jumuaa'],
  fiqh: ['fiq', 'fikh'],
  khutbah: ['khutba', 'khotba', 'khotbah'],
  wudu: ['wudhu', 'wuzu', 'wudoo'],
  hajj: ['haj'],
};
