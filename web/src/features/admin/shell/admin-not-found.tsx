import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function AdminNotFound() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">This admin page doesn&apos;t exist. Head back to the dashboard.</p>
      <Button asChild>
        <Link to={paths.admin.root.getHref()}>Go to Dashboard</Link>
      </Button>
    </div>
  );
}
