/**
 * A lecture dense in Islamic terms: what the speaker says (the reference) and how flite is
 * told to say it, respelled where flite's English letter-to-sound rules would misread the
 * term (it spells 'fiqh' out letter by letter), as a speaker who knows the word says it.
 */
export const TERM_LECTURE: { said: string; flite: string }[] = [
  { said: 'the quran was revealed in the month of ramadan', flite: 'the kuraan was revealed in the month of ramadan' },
  { said: 'this hadith is reported by bukhari', flite: 'this hadeeth is reported by bukhaaree' },
  { said: 'we study the tafsir of surah baqarah today', flite: 'we study the tafseer of soorah bakara today' },
  { said: 'the scholars of fiqh discussed zakat', flite: 'the scholars of fik discussed zakaat' },
  { said: 'the sunnah teaches us taqwa and patience', flite: 'the soonna teaches us takwa and patience' },
  { said: 'paradise is called jannah in the quran', flite: 'paradise is called janna in the kuraan' },
  { said: 'before prayer we make wudu and face the qiblah', flite: 'before prayer we make woodoo and face the kibla' },
  { said: 'every ayah of surah fatihah is recited', flite: 'every aaya of soorah faateeha is recited' },
  { said: 'tawhid is the foundation of aqidah', flite: 'tawheed is the foundation of akeeda' },
  { said: 'the seerah tells us about the sahabah', flite: 'the seera tells us about the sahaaba' },
  { said: 'remember allah with dhikr morning and evening', flite: 'remember allah with thicker morning and evening' },
  { said: 'the pilgrims perform umrah around the kaaba', flite: 'the pilgrims perform oomra around the kaaba' },
  { said: 'the khutbah on friday was about iftar and suhoor', flite: 'the khootba on friday was about iftaar and sahoor' },
  { said: 'imam tirmidhi collected many narrations', flite: 'imam tirmeedhee collected many narrations' },
];
