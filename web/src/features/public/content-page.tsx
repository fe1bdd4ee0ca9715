import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { paths } from '@/config/paths';

/** Placeholder of the public content page (issue 5 replaces it). */
export function ContentPage() {
  const { id = '' } = useParams();
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <Link to={paths.home.getHref()} className="flex items-center gap-2 rounded-md font-semibold">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Button variant="outline" asChild>
              <Link to={paths.home.getHref()}>
                <ArrowLeft aria-hidden />
                Back to Library
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <Card>
          <CardHeader>
            <CardTitle>Content</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="font-mono text-sm text-muted-foreground">{id}</p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
