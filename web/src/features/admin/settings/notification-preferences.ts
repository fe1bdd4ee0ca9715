/** Notification toggles are a per-browser preference (no server notifications exist yet). */
export type NotificationPreferences = { email: boolean; push: boolean; processing: boolean };

export const DEFAULT_NOTIFICATIONS: NotificationPreferences = { email: true, push: true, processing: true };
const KEY = 'lecture-library:notifications';

export function readNotifications(): NotificationPreferences {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<NotificationPreferences> | null;
    return { ...DEFAULT_NOTIFICATIONS, ...(parsed ?? {}) };
  } catch {
    return DEFAULT_NOTIFICATIONS;
  }
}

export function storeNotifications(preferences: NotificationPreferences): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(preferences));
  } catch {
    // Not persisted; the toggles still show the choice.
  }
}
