import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { UserRole } from '@/types/api';
import { FormField } from '../../components/form-field';
import { useRegister } from '../api/register';
import { useRegistrationOptions } from '../api/registration-options';
import { validateRegister, type FailingFields } from '../auth-validation';

type Field = 'username' | 'password' | 'confirmPassword';

const ROLES: UserRole[] = ['contributor', 'viewer', 'admin'];

export function RegisterForm() {
  const { t } = useTranslation('admin');
  const roleLabels: Record<UserRole, string> = { contributor: t('auth.roles.contributor'), viewer: t('auth.roles.viewer'), admin: t('auth.roles.admin') };
  // Worded at render time: a message on screen follows a change of language.
  const messages: Record<Field, string> = {
    username: t('auth.validation.username'),
    password: t('auth.validation.password'),
    confirmPassword: t('auth.validation.confirmPassword'),
  };
  const [values, setValues] = useState({ username: '', fullName: '', password: '', confirmPassword: '' });
  const [role, setRole] = useState<UserRole>('contributor');
  const [errors, setErrors] = useState<FailingFields<Field>>({});
  const registerMutation = useRegister();
  // Admin is offered only while it can succeed: the server refuses it once an account exists.
  const adminRoleAvailable = useRegistrationOptions().data?.adminRoleAvailable === true;
  const roleOptions = ROLES.filter((value) => value !== 'admin' || adminRoleAvailable);

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    registerMutation.mutate({ ...values, username: values.username.trim(), fullName: values.fullName.trim(), role });
  };

  const field = (id: Field, label: string, type: string, autoComplete: string) => (
    <FormField id={`register-${id}`} label={label} error={errors[id] && messages[id]}>
      <Input
        id={`register-${id}`}
        name={id}
        type={type}
        autoComplete={autoComplete}
        value={values[id]}
        onChange={set(id)}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={`register-${id}-message`}
      />
    </FormField>
  );

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={t('auth.createAccount')}>
      {field('username', t('auth.username'), 'text', 'username')}
      <FormField id="register-fullName" label={t('auth.fullName')}>
        <Input id="register-fullName" name="fullName" autoComplete="name" value={values.fullName} onChange={set('fullName')} />
      </FormField>
      <FormField id="register-role" label={t('auth.role')}>
        <Select value={role} onValueChange={(value) => setRole(value as UserRole)}>
          <SelectTrigger id="register-role" aria-label={t('auth.role')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {roleOptions.map((value) => (
              <SelectItem key={value} value={value}>
                {roleLabels[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {field('password', t('auth.password'), 'password', 'new-password')}
      {field('confirmPassword', t('auth.confirmPassword'), 'password', 'new-password')}
      <Button type="submit" disabled={registerMutation.isPending} className="w-full">
        {registerMutation.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {registerMutation.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
