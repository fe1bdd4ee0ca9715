/**
 * A lecture that changes topic once, halfway: first prayer and the washing before it, then
 * honest trade. Plain English words both engines hear well; the two halves share almost none.
 */
export const PRAYER_HALF = [
  'Our first subject today is the prayer and how the believer prepares for it.',
  'Before the prayer the believer washes with clean water.',
  'The washing begins with the intention in the heart.',
  'Then the believer washes the hands three times.',
  'Then the mouth and the nose are rinsed with water.',
  'Then the face is washed from the forehead to the chin.',
  'Then the arms are washed up to the elbows, the right arm first.',
  'Then the head is wiped with wet hands, and then the ears.',
  'Then the feet are washed up to the ankles.',
  'When there is no water, the believer may use clean earth instead.',
  'The prayer itself begins by facing the direction of Mecca.',
  'The one who prays raises the hands and says God is the greatest.',
  'Then he stands and recites the opening chapter of the Quran.',
  'Then he bows, and then he rises from the bowing.',
  'Then he prostrates with the forehead on the ground, and sits, and prostrates again.',
  'The prayer ends with greetings of peace to the right and to the left.',
  'There are five daily prayers, at dawn, at noon, in the afternoon, at sunset and at night.',
  'Praying in the mosque with others is better than praying alone.',
];

export const TRADE_HALF = [
  'Now we turn to a different subject, which is buying and selling in the market.',
  'Trade is allowed, and the honest merchant is praised.',
  'The seller must show the buyer any fault in the goods.',
  'Hiding a defect to raise the price is cheating.',
  'The buyer and the seller must agree on the price freely.',
  'Weights and measures must be full and fair.',
  'A contract for a debt should be written down with witnesses.',
  'Interest on a loan is forbidden, because it takes money without work.',
  'The merchant should not swear many oaths to sell his goods.',
  'Buying goods before they reach the market to control the price is not allowed.',
  'A worker must be paid his wages before his sweat dries.',
  'Partners in a business share the profit and the loss as they agreed.',
  'Money earned by cheating brings no blessing to the family.',
  'The one who gives a poor debtor more time is rewarded.',
  'Honest trade is a form of worship when the intention is good.',
  'The merchant should be generous when he sells and when he buys.',
  'A fair market serves the whole town, the rich and the poor.',
  'May God bless our work and our earnings.',
];
