/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional API origin, e.g. https://api.example.org; unset means same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Optional WebSocket host for /ws; unset means the page host. */
  readonly VITE_WS_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
