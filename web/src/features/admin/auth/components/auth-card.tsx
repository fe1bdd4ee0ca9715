import { useState } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/brand/logo';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { siteConfig } from '@/config/site';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The card unauthenticated visitors of /admin see: Sign In, or Create Account. */
export function AuthCard() {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const isLogin = mode === 'login';
  return (
    <main className="relative flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <ThemeToggle className="absolute top-4 right-4" />
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
        <CardContent>{isLogin ? <LoginForm /> : <RegisterForm />}</CardContent>
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
