import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie';
import { useIsMobile } from './use-is-mobile';

type SidebarContextValue = {
  /** Desktop: expanded (true) or icon-only (false). */
  expanded: boolean;
  /** Below 768 px: slide-in panel open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** Sidebar state: cookie-backed on desktop, a panel below 768 px, Ctrl/Cmd+B toggles. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((open) => !open);
      return;
    }
    setExpanded((prev) => {
      writeSidebarCookie(!prev);
      return !prev;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ expanded, openMobile, setOpenMobile, isMobile, toggle }),
    [expanded, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside SidebarProvider');
  return value;
}
