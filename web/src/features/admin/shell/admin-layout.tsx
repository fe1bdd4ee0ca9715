import type { ReactNode } from 'react';
import type { User } from '@/types/api';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import { SidebarProvider } from './sidebar-context';

export function AdminLayout({ user, children }: { user: User; children: ReactNode }) {
  return (
    <SidebarProvider>
      <div className="flex min-h-dvh">
        <AdminSidebar user={user} />
        <div className="flex min-w-0 flex-1 flex-col">
          <AdminHeader />
          <main id="main" tabIndex={-1} className="outline-none flex-1 px-4 py-6 sm:px-6 lg:px-8">
            {children}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
