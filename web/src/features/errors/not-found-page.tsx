import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';

/** Public 404 for any path no route matches. */
export function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className="outline-none mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-4 text-center">
      <Logo className="size-16" />
      <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home.getHref()}>Return Home</Link>
      </Button>
    </main>
  );
}
