import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { UserRole } from '@/types/api';
import { FormField } from '../../components/form-field';
import { useRegister } from '../api/register';
import { useRegistrationOptions } from '../api/registration-options';
import { validateRegister, type FieldErrors } from '../auth-validation';

type Field = 'username' | 'password' | 'confirmPassword';

const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'contributor', label: 'Contributor' },
  { value: 'viewer', label: 'Viewer' },
  { value: 'admin', label: 'Admin' },
];

export function RegisterForm() {
  const [values, setValues] = useState({ username: '', fullName: '', password: '', confirmPassword: '' });
  const [role, setRole] = useState<UserRole>('contributor');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const registerMutation = useRegister();
  // Admin is offered only while it can succeed: the server refuses it once an account exists.
  const adminRoleAvailable = useRegistrationOptions().data?.adminRoleAvailable === true;
  const roleOptions = ROLE_OPTIONS.filter((option) => option.value !== 'admin' || adminRoleAvailable);

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
    <FormField id={`register-${id}`} label={label} error={errors[id]}>
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
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Create Account">
      {field('username', 'Username', 'text', 'username')}
      <FormField id="register-fullName" label="Full Name (Optional)">
        <Input id="register-fullName" name="fullName" autoComplete="name" value={values.fullName} onChange={set('fullName')} />
      </FormField>
      <FormField id="register-role" label="Role">
        <Select value={role} onValueChange={(value) => setRole(value as UserRole)}>
          <SelectTrigger id="register-role" aria-label="Role">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {roleOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {field('password', 'Password', 'password', 'new-password')}
      {field('confirmPassword', 'Confirm Password', 'password', 'new-password')}
      <Button type="submit" disabled={registerMutation.isPending} className="w-full">
        {registerMutation.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
