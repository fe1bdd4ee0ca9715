import { assertPlainUsername, assertStrongPassword } from './credential-rules';

describe('credential rules', () => {
  describe(assertStrongPassword.name, () => {
    it.each(['123456', 'Password1', 'QWERTY123', 'bismillah', 'aaaaaa', 'abcdef', 'qwerty1', 'secret123', 'Ramadan1', 'sunshine'])('should refuse the common password %s', (password) => {
      expect(() => assertStrongPassword(password, 'amina')).toThrow('Password is too common: choose one that is harder to guess');
    });

    it('should refuse a password that holds the username, ignoring case', () => {
      expect(() => assertStrongPassword('Amina2024', 'amina')).toThrow('Password must not contain the username');
    });

    it.each(['patience-is-half', 'tranquil-orchard-1', 'x7Kp2q', 'sabr-1445'])('should accept %s, which is neither', (password) => {
      expect(() => assertStrongPassword(password, 'amina')).not.toThrow();
    });
  });

  describe(assertPlainUsername.name, () => {
    it.each(['amina', 'abu.bakr_2', 'عبدالله', 'Ὀδυσσεύς'])('should accept %s', (name) => {
      expect(() => assertPlainUsername(name)).not.toThrow();
    });

    it.each([
      ['a zero-width space', 'ad\u200bmin'],
      ['a space', 'abu bakr'],
      ['a right-to-left override', 'admin\u202e'],
      ['full-width letters', 'ａｄｍｉｎ'],
    ])('should refuse %s', (_, name) => {
      expect(() => assertPlainUsername(name)).toThrow("Username may hold only letters, digits, '.', '_' and '-'");
    });

    it('should refuse Latin mixed with a Cyrillic lookalike', () => {
      expect(() => assertPlainUsername('\u0430dmin')).toThrow('Username must use letters of one alphabet');
    });
  });
});
