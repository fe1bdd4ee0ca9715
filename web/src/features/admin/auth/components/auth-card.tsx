import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/brand/logo';
import { LanguageSelect } from '@/components/language/language-select';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { clearSessionLostNotice, hasSessionLostNotice } from '../session-notice';

/** The card unauthenticated visitors of /admin see: Sign In, or Create Account. */
export function AuthCard() {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<'login' | 'register'>('login');
  // Read once: the notice belongs to this visit of the card only.
  const [sessionLost] = useState(hasSessionLostNotice);
  useEffect(() => clearSessionLostNotice(), []);
  const isLogin = mode === 'login';
  return (
    <main id="main" tabIndex={-1} className="outline-none relative flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <div className="absolute top-4 end-4 flex items-center gap-1">
        <LanguageSelect />
        <ThemeToggle />
      </div>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Logo className="size-12" />
          <p className="text-sm font-medium text-muted-foreground">
            {t('common:brand.name')} · {t('common:brand.tagline')}
          </p>
          <CardTitle className="text-2xl">{isLogin ? t('auth.signIn') : t('auth.createAccount')}</CardTitle>
          <CardDescription>
            {isLogin ? t('auth.signInDescription') : t('auth.createAccountDescription')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sessionLost && isLogin && (
            <p role="alert" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm" data-testid="session-lost">
              {t('auth.sessionLost')}
            </p>
          )}
          {isLogin ? <LoginForm /> : <RegisterForm />}
        </CardContent>
        <CardFooter className="justify-center text-sm text-muted-foreground">
          {isLogin ? t('auth.noAccount') : t('auth.haveAccount')}
          <Button type="button" variant="link" className="px-1.5" onClick={() => setMode(isLogin ? 'register' : 'login')}>
            {isLogin ? t('auth.createAccount') : t('auth.signIn')}
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
