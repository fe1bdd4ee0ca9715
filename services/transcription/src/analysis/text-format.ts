/** "the meaning of prayer" -> "The meaning of prayer." (for unpunctuated engine output). */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const capital = trimmed[0].toUpperCase() + trimmed.slice(1);
  const withI = capital.replace(/\bi\b/g, 'I');
  return /[.?!]$/.test(withI) ? withI : `${withI}.`;
}

/** Like asSentence, ending in a question mark. */
export function asQuestion(text: string): string {
  return asSentence(text).replace(/[.?!]$/, '?');
}

const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, i) => (i > 0 && SMALL.has(word.toLowerCase()) ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Cuts at a word boundary and adds an ellipsis when longer than max. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, '')}…`;
}
