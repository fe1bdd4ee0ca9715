// Stands in for src/config/env.ts under jest (no import.meta in CommonJS); tests set the base.
export const env = { apiBaseUrl: '', wsHost: '' };
