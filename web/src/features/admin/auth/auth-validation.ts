import { i18n } from '@/i18n/i18n';

/** Client-side checks of SPEC section 5; each returns field -> message (in the interface's language) for the fields that fail. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The password rule's message, in the interface's language (the settings' password change says it too). */
export function passwordMessage(): string {
  return i18n.t('admin:auth.validation.password');
}


export function validateLogin(values: { username: string; password: string }): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (values.username.trim().length < 3) errors.username = i18n.t('admin:auth.validation.username');
  if (values.password.length < 6) errors.password = passwordMessage();
  return errors;
}

export function validateRegister(values: {
  username: string;
  password: string;
  confirmPassword: string;
}): FieldErrors<'username' | 'password' | 'confirmPassword'> {
  const errors: FieldErrors<'username' | 'password' | 'confirmPassword'> = validateLogin(values);
  if (values.confirmPassword !== values.password) errors.confirmPassword = i18n.t('admin:auth.validation.confirmPassword');
  return errors;
}
