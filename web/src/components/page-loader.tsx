import { Loader2 } from 'lucide-react';

/** Full-area spinner while a lazy route module loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
