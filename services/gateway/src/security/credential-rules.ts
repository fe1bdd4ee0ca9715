import { AppError } from '@lectures/proto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Words of this library's own audience that generic breach lists miss, and that anyone
 * guessing a member's password here tries first.
 */
const LOCAL_WORDS = ['bismillah', 'allahuakbar', 'alhamdulillah', 'subhanallah', 'muhammad', 'mohammed', 'islam', 'ramadan', 'lecture', 'lectures', 'quran', 'sunnah'];

/**
 * Fewer guesses than this to find a password (zxcvbn's estimate, which ranks a listed password
 * by its place in the list): all ~49,000 most common passwords of breach corpora (zxcvbn-ts's
 * maintained list), runs and repeats ('aaaaaa', 'abcdef', 'qwerty1'), and the local words
 * above with a digit or two. A random 6-character password takes about a million.
 */
const MIN_GUESSES = 100_000;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take ~100 ms to index, and only sign-up and password changes need them. */
function guessesFor(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary, local: LOCAL_WORDS }, graphs: adjacencyGraphs });
  return estimator.check(password).guesses;
}

/** Refuses passwords that a first guess would find: the commonest ones, trivial patterns, or the username (ASVS 2.1.7). */
export function assertStrongPassword(password: string, username: string): void {
  const lower = password.toLowerCase();
  if (lower.includes(username.trim().toLowerCase())) throw new AppError('INVALID', 'Password must not contain the username');
  if (guessesFor(password) < MIN_GUESSES) throw new AppError('INVALID', 'Password is too common: choose one that is harder to guess');
}

const ALLOWED = /^[\p{L}\p{M}\p{Nd}._-]+$/u;
const LATIN = /\p{Script=Latin}/u;
const OTHER_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/**
 * Usernames people can tell apart: letters of one alphabet, digits, '.', '_' and '-'.
 * Refuses invisible characters (zero-width, controls) and Latin mixed with lookalike letters
 * of another alphabet ('аdmin' with a Cyrillic 'а').
 */
export function assertPlainUsername(username: string): void {
  const name = username.trim();
  if (name !== name.normalize('NFKC') || !ALLOWED.test(name)) {
    throw new AppError('INVALID', "Username may hold only letters, digits, '.', '_' and '-'");
  }
  if (LATIN.test(name) && OTHER_LETTER.test(name)) throw new AppError('INVALID', 'Username must use letters of one alphabet');
}
