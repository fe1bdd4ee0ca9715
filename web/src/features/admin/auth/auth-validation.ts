/**
 * Client-side checks of SPEC section 5: which fields fail. A form words each failing field's
 * message when it renders it, so a message on screen follows a change of language.
 */
export type FailingFields<K extends string> = Partial<Record<K, true>>;

/** The password rule (sign-in, sign-up, and the settings' password change). */
export function passwordTooShort(password: string): boolean {
  return password.length < 6;
}

export function validateLogin(values: { username: string; password: string }): FailingFields<'username' | 'password'> {
  const failing: FailingFields<'username' | 'password'> = {};
  if (values.username.trim().length < 3) failing.username = true;
  if (passwordTooShort(values.password)) failing.password = true;
  return failing;
}

export function validateRegister(values: {
  username: string;
  password: string;
  confirmPassword: string;
}): FailingFields<'username' | 'password' | 'confirmPassword'> {
  const failing: FailingFields<'username' | 'password' | 'confirmPassword'> = validateLogin(values);
  if (values.confirmPassword !== values.password) failing.confirmPassword = true;
  return failing;
}
