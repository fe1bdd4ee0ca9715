import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '../../components/form-field';
import { useLogin } from '../api/login';
import { validateLogin, type FailingFields } from '../auth-validation';

export function LoginForm() {
  const { t } = useTranslation('admin');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FailingFields<'username' | 'password'>>({});
  const loginMutation = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(found);
    if (Object.keys(found).length === 0) loginMutation.mutate({ username: username.trim(), password });
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={t('auth.signIn')}>
      <FormField id="login-username" label={t('auth.username')} error={errors.username && t('auth.validation.username')}>
        <Input
          id="login-username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby="login-username-message"
        />
      </FormField>
      <FormField id="login-password" label={t('auth.password')} error={errors.password && t('auth.validation.password')}>
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby="login-password-message"
        />
      </FormField>
      <Button type="submit" disabled={loginMutation.isPending} className="w-full">
        {loginMutation.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {loginMutation.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
