import { Link } from 'react-router-dom';
import { FileQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ContentNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center" data-testid="content-not-found">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-semibold tracking-tight">Content Not Found</h1>
      <p className="text-muted-foreground">The content you&apos;re looking for might not be available or published yet.</p>
      <Button asChild>
        <Link to={paths.home.getHref()}>Return Home</Link>
      </Button>
    </div>
  );
}
