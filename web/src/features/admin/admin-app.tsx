import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useUser } from './auth/api/get-me';
import { AuthGate } from './auth/components/auth-gate';
import { DashboardPage } from './dashboard/dashboard-page';
import { AdminLayout } from './shell/admin-layout';
import { AdminNotFound } from './shell/admin-not-found';

// Uppy and the editor are heavy; load them with their screens.
const UploadPage = lazy(async () => ({ default: (await import('./upload/upload-page')).UploadPage }));
const LibraryPage = lazy(async () => ({ default: (await import('./library/library-page')).LibraryPage }));
const ContentEditorPage = lazy(async () => ({ default: (await import('./content-editor/content-editor-page')).ContentEditorPage }));
const ImportsPage = lazy(async () => ({ default: (await import('./imports/imports-page')).ImportsPage }));
const ImportViewPage = lazy(async () => ({ default: (await import('./imports/import-view-page')).ImportViewPage }));
const SeriesListPage = lazy(async () => ({ default: (await import('./series/series-list-page')).SeriesListPage }));
const SeriesEditPage = lazy(async () => ({ default: (await import('./series/series-edit-page')).SeriesEditPage }));
const SpeakersListPage = lazy(async () => ({ default: (await import('./speakers/speakers-list-page')).SpeakersListPage }));
const SpeakerEditPage = lazy(async () => ({ default: (await import('./speakers/speaker-edit-page')).SpeakerEditPage }));
const SettingsPage = lazy(async () => ({ default: (await import('./settings/settings-page')).SettingsPage }));

/** SPEC section 2: these admin paths show the dashboard screen (/admin/speakers is the speakers screen now). */
const DASHBOARD_ALIASES = ['dashboard', 'search', 'review', 'analytics', 'favorites'];

function AdminRoutes() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <AdminLayout user={user}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          {DASHBOARD_ALIASES.map((path) => (
            <Route key={path} path={path} element={<DashboardPage />} />
          ))}
          <Route path="content/:id" element={<ContentEditorPage />} />
          <Route path="upload" element={<UploadPage />} />
          <Route path="library" element={<LibraryPage />} />
          <Route path="series" element={<SeriesListPage />} />
          <Route path="series/:id" element={<SeriesEditPage />} />
          <Route path="speakers" element={<SpeakersListPage />} />
          <Route path="speakers/:id" element={<SpeakerEditPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="imports" element={<ImportsPage />} />
          <Route path="imports/:id" element={<ImportViewPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}

/** Everything under /admin: sign-in gate, shell and the staff screens. */
export function AdminApp() {
  // Only the staff shell has tooltips: their positioning code stays out of the public pages.
  return (
    <TooltipProvider>
      <AuthGate>
        <AdminRoutes />
      </AuthGate>
    </TooltipProvider>
  );
}
