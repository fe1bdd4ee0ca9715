/** Client-side checks of SPEC section 5; each returns field -> message for the fields that fail. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const USERNAME_MESSAGE = 'Username must be at least 3 characters';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
export const CONFIRM_MESSAGE = "Passwords don't match";

export function validateLogin(values: { username: string; password: string }): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (values.username.trim().length < 3) errors.username = USERNAME_MESSAGE;
  if (values.password.length < 6) errors.password = PASSWORD_MESSAGE;
  return errors;
}

export function validateRegister(values: {
  username: string;
  password: string;
  confirmPassword: string;
}): FieldErrors<'username' | 'password' | 'confirmPassword'> {
  const errors: FieldErrors<'username' | 'password' | 'confirmPassword'> = validateLogin(values);
  if (values.confirmPassword !== values.password) errors.confirmPassword = CONFIRM_MESSAGE;
  return errors;
}
