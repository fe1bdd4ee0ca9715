/** Build-time settings (Vite env). Read through here so tests can substitute them. */
export const env = {
  /** Optional API origin, no trailing slash; empty means same origin (SPEC section 7). */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  /** Optional host for the /ws socket; empty means the page host. */
  wsHost: import.meta.env.VITE_WS_HOST ?? '',
};
