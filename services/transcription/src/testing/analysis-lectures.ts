/** Two short lectures as a transcript reads once it has sentences: one asks and answers questions, one asks none. */
export const FASTING_LECTURE = [
  'In the name of Allah, today we will speak about fasting in the month of Ramadan and what it teaches the believer.',
  'Fasting was prescribed for the believers as it was prescribed for those before them.',
  'What is the purpose of fasting?',
  'The purpose of fasting is taqwa, to become conscious of Allah in private and in public.',
  'The one who fasts leaves food and drink for the sake of Allah alone.',
  'Fasting also teaches patience, because hunger and thirst are trials that the fasting person bears.',
  'The Prophet said that fasting is a shield, so the fasting person should not argue or shout.',
  'Who is excused from fasting?',
  'The traveller and the sick are excused, and they make up the missed days later in the year.',
  'Charity in Ramadan is multiplied, and the Prophet was most generous in this month.',
  'The last ten nights of Ramadan contain the Night of Decree, which is better than a thousand months.',
  'We ask Allah to accept our fasting, our prayers and our charity.',
].join(' ');

export const PATIENCE_LECTURE = [
  'Our lesson tonight is about patience in the life of the believer, as the Quran describes it.',
  'Patience is mentioned in the Quran in more than ninety places.',
  'The scholars divide patience into three kinds: patience in obeying Allah, patience in avoiding sin, and patience with what is decreed.',
  'Patience in obeying Allah means keeping up the prayer even when we are tired.',
  'Patience in avoiding sin means holding the tongue and the eyes from what is forbidden.',
  'Patience with the decree means accepting illness and loss without complaint against Allah.',
  'The Prophet said that the affair of the believer is amazing, for all of it is good.',
  'If good comes to him he is grateful, and if harm comes to him he is patient, and both are good for him.',
  'Gratitude and patience are two halves of faith, and the believer needs both every day.',
  'May Allah make us among the patient and the grateful.',
].join(' ');
