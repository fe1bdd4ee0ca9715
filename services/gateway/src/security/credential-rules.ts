import { AppError } from '@lectures/proto';

// The most used passwords of public breach corpora that meet our 6-character minimum: the
// first ones any brute-force or spraying attempt tries (ASVS 2.1.7).
const COMMON_PASSWORDS = new Set([
  '123456', '123456789', '12345678', '1234567', '1234567890', '111111', '000000', '123123', '654321', '666666',
  '121212', '112233', '987654321', '123321', '159753', '7777777', '888888', '555555', 'password', 'password1',
  'password123', 'passw0rd', 'qwerty', 'qwerty123', 'qwertyuiop', 'qwe123', '1q2w3e4r', '1qaz2wsx', 'zaq12wsx',
  'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'letmein', 'welcome', 'welcome1', 'monkey', 'dragon', 'master',
  'sunshine', 'princess', 'football', 'baseball', 'shadow', 'superman', 'michael', 'trustno1', 'admin123',
  'administrator', 'changeme', 'secret', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'azerty', 'bismillah', 'allahuakbar',
  'muhammad', 'mohammed', 'islam123', 'ramadan', 'lecture', 'lectures',
]);

/** Refuses passwords that a first guess would find: the commonest ones, or the username. */
export function assertStrongPassword(password: string, username: string): void {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) throw new AppError('INVALID', 'Password is too common: choose one that is harder to guess');
  if (lower.includes(username.trim().toLowerCase())) throw new AppError('INVALID', 'Password must not contain the username');
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
