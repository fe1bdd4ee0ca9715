import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from '@/lib/query-client';
import { cn } from '@/lib/utils';
import { startingLanguage, markDocument } from '@/i18n/language-preference';
import { switchLanguage } from '@/i18n/load-language';
import { App } from './app';
import { adoptFirstViewState } from './first-view-state';
import { createAppRouter, loadRouteModules } from './router';

/** Calls `onDone` once what it wraps is on the page (renders nothing of its own). */
function Committed({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/**
 * Starts the app in `root`: takes over the page the server rendered there, resolving once it
 * has, else renders it.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const language = startingLanguage();
  await switchLanguage(language);
  markDocument(language);
  if (root.firstElementChild && adoptFirstViewState(queryClient)) {
    await loadRouteModules(window.location.pathname);
    // Tailwind's class merger builds its tables on first use: here, not inside hydration.
    cn('p-0', 'p-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const router = createAppRouter();
    await new Promise<void>((resolve) => {
      // As a transition, hydration yields to the browser between pieces instead of holding
      // the main thread (a phone would not answer a tap meanwhile).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <Committed onDone={resolve}>
              <App router={router} />
            </Committed>
          </StrictMode>,
        );
      });
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
