/** A short talk used by tests: a topic (fasting in Ramadan), a question and its answer. */
export const RAMADAN_TALK = [
  'Welcome to this lesson about fasting in the month of Ramadan.',
  'Fasting in Ramadan is one of the five pillars of Islam.',
  'What is the purpose of fasting?',
  'The purpose of fasting is to teach patience and self control.',
  'The prophet said that fasting is a shield for the believer.',
  'During Ramadan the believers read the Quran every night.',
  'Patience and fasting bring the believer closer to God.',
];

/** Sentences a long lecture is made of, cycled to the length a test needs. */
export const LECTURE_SENTENCES = [
  'In the name of God the most gracious the most merciful.',
  'Today we continue our study of the life of the prophet.',
  'The companions learned the meaning of prayer from his example.',
  'Prayer is the first thing a person will be asked about.',
  'Knowledge is a light that guides the heart of the student.',
  'The scholars say that good intention is the foundation of every deed.',
  'Charity does not decrease wealth but increases it in blessing.',
  'Be kind to your parents and speak to them with gentle words.',
  'The month of Ramadan is a time of patience and reflection.',
  'Whoever believes in God should speak good or remain silent.',
  'The best among you are those who learn and teach others.',
  'Mercy is shown to those who show mercy to people.',
  'What does it mean to be grateful?',
  'Gratitude means using every blessing in the way that pleases God.',
  'The believer is like a strong building where each part supports the other.',
  'We ask God to make this knowledge of benefit to us all.',
];
