import { Logo } from '@/components/brand/logo';

/** Placeholder of the admin area (issue 6 replaces it; it owns everything under /admin). */
export function AdminApp() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-3 px-4 text-center">
      <Logo className="size-12" />
      <h1 className="text-2xl font-semibold">Admin</h1>
    </main>
  );
}
