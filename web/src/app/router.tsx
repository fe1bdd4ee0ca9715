import { createBrowserRouter, matchRoutes, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { RouteErrorBoundary } from '@/features/errors/route-error-boundary';
import { loadAdminMessages } from '@/i18n/load-language';
import { RootLayout } from './root-layout';

/*
 * Every screen is a lazy route module with its own error boundary, so the public
 * pages' JavaScript never includes the admin area (and the other way round).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: paths.home.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/public/home-page')).HomePage }),
      },
      {
        path: paths.content.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/content-page/content-page')).ContentPage }),
      },
      {
        path: paths.speakersIndex.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/public/speakers-index-page')).SpeakersIndexPage }),
      },
      {
        path: paths.speaker.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/public/speaker-page')).SpeakerPage }),
      },
      {
        path: paths.seriesIndex.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/public/series-index-page')).SeriesIndexPage }),
      },
      {
        path: paths.series.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/public/series-page')).SeriesPage }),
      },
      {
        path: paths.topicsIndex.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/public/topics-index-page')).TopicsIndexPage }),
      },
      {
        path: paths.topic.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/public/collection-page')).TopicPage }),
      },
      {
        path: paths.upload.path,
        element: <Navigate to={paths.admin.upload.getHref()} replace />,
      },
      // The spec's dashboard links to /library and /settings without the /admin prefix.
      { path: '/library', element: <Navigate to={paths.admin.library.getHref()} replace /> },
      { path: '/settings', element: <Navigate to={paths.admin.settings.getHref()} replace /> },
      {
        // The admin module declares its own nested <Routes> under /admin.
        path: paths.admin.root.path,
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => {
          const [{ AdminApp }] = await Promise.all([import('@/features/admin/admin-app'), loadAdminMessages()]);
          return { Component: AdminApp };
        },
      },
      ...(import.meta.env.DEV || import.meta.env.VITE_GALLERY === 'true'
        ? [
            {
              path: '/__gallery',
              ErrorBoundary: RouteErrorBoundary,
              lazy: async () => ({ Component: (await import('@/features/gallery/gallery-page')).GalleryPage }),
            },
          ]
        : []),
      {
        path: '*',
        ErrorBoundary: RouteErrorBoundary,
        lazy: async () => ({ Component: (await import('@/features/errors/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

/**
 * Loads the route modules of a location up front. A page rendered on the server is hydrated
 * only once its modules are in, else the router would first show its loading fallback
 * where the server's page stands.
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
