import { useSyncExternalStore } from 'react';
import type { ContentStatus } from '@/types/api';

/** Uploads of this browser session (sessionStorage), newest first. */
export type RecentUpload = { id: string; title: string; uploadedAt: string; status: ContentStatus };

const KEY = 'lecture-library:recent-uploads';
const listeners = new Set<() => void>();
let cache: RecentUpload[] | null = null;

function read(): RecentUpload[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    cache = Array.isArray(parsed) ? (parsed as RecentUpload[]) : [];
  } catch {
    cache = [];
  }
  return cache;
}

export function addRecentUpload(upload: RecentUpload): void {
  cache = [upload, ...read().filter((u) => u.id !== upload.id)].slice(0, 20);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(cache));
  } catch {
    // Kept in memory only.
  }
  listeners.forEach((listener) => listener());
}

export function useRecentUploads(): RecentUpload[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    read,
  );
}
