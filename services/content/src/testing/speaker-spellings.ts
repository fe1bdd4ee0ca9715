/**
 * Free-text speakers as an archive holds them: five people, each written several ways (case,
 * titles, transliteration, Arabic marks; `speaker` is the first spelling, the one the migration's
 * test makes the most used), and names that look alike but are other people. The speaker key's
 * unit test and the migration's test both read it.
 */
export const SPEAKER_SPELLINGS: { speaker: string; spellings: string[] }[] = [
  {
    speaker: 'Shaykh Ahmad',
    spellings: ['Shaykh Ahmad', 'Sheikh Ahmad', 'Sh. Ahmad', 'shaykh ahmad', 'SHEIKH AHMAD', 'Shaikh Ahmed', 'Ahmad'],
  },
  {
    speaker: 'Shaykh Muhammad ibn Salih al-Uthaymin',
    spellings: [
      'Shaykh Muhammad ibn Salih al-Uthaymin',
      'Sheikh Mohammed bin Saleh Al-Uthaymeen',
      'Muhammad b. Salih al-Uthaimeen',
      'Imam Muhammad Ibn Saalih Al Uthaymeen',
      'Muhammad ibn Salih al-Uthaymin rahimahullah',
    ],
  },
  {
    speaker: 'Dr. Bilal Philips',
    spellings: ['Dr. Bilal Philips', 'Dr Bilal Philips', 'Bilal Philips', 'Ustadh Bilal Philips'],
  },
  {
    speaker: 'الشيخ عبد الرحمن السديس',
    spellings: ['الشيخ عبد الرحمن السديس', 'عبدالرحمن السديس', 'الشيخ عبد الرَّحمن السُّدَيس', 'فضيلة الشيخ عبد الرحمن السديس'],
  },
  {
    speaker: 'Imam Abdullah Hakim',
    spellings: ['Imam Abdullah Hakim', 'Abd Allah Hakim', 'Abdallah Hakeem', 'Ustadh Abdullah Hakim'],
  },
];

/** Names close to the ones above that are other people: each stays a speaker of its own. */
export const OTHER_PEOPLE: string[] = [
  'Ahmad Ali',
  'Shaykh Ahmad ibn Ali',
  'أحمد',
  'Hasan',
  'Hassan',
  'Abdul Rahman',
  'Abdul Rahim',
  'Muhammad Salih al-Munajjid',
  'Imam',
];
