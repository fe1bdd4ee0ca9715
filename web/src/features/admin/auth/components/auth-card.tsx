import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/brand/logo';
import { LanguageSelect } from '@/components/language/language-select';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { siteConfig } from '@/config/site';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { clearSessionLostNotice, hasSessionLostNotice, SESSION_LOST_MESSAGE } from '../session-notice';

/** The card unauthenticated visitors of /admin see: Sign In, or Create Account. */
export function AuthCard() {
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
            {siteConfig.name} · {siteConfig.tagline}
          </p>
          <CardTitle className="text-2xl">{isLogin ? 'Sign In' : 'Create Account'}</CardTitle>
          <CardDescription>
            {isLogin ? 'Sign in to manage the lecture library' : 'Create an account to start contributing'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sessionLost && isLogin && (
            <p role="alert" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm" data-testid="session-lost">
              {SESSION_LOST_MESSAGE}
            </p>
          )}
          {isLogin ? <LoginForm /> : <RegisterForm />}
        </CardContent>
        <CardFooter className="justify-center text-sm text-muted-foreground">
          {isLogin ? "Don't have an account?" : 'Already have an account?'}
          <Button type="button" variant="link" className="px-1.5" onClick={() => setMode(isLogin ? 'register' : 'login')}>
            {isLogin ? 'Create Account' : 'Sign In'}
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
