const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/**
 * Spoken numbers become digits ('two hundred and fifty five' -> '255'), as speech engines
 * without punctuation write them; other words pass through unchanged.
 */
export function numbersAsDigits(words: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let value = 0;
    let current = 0;
    let used = 0;
    let j = i;
    for (; j < words.length; j++) {
      const word = words[j];
      if (word in UNITS) current += UNITS[word];
      else if (word in TENS) current += TENS[word];
      else if (word === 'hundred' && used > 0) current *= 100;
      else if (word === 'and' && words[j - 1] === 'hundred' && j + 1 < words.length && (words[j + 1] in UNITS || words[j + 1] in TENS)) continue;
      else break;
      used += 1;
    }
    if (used === 0) {
      out.push(words[i]);
      i += 1;
      continue;
    }
    value += current;
    out.push(String(value));
    i = j;
  }
  return out;
}
