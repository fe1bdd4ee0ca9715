/**
 * Message files, one per part of the app (web/src/locales/<language>/<namespace>.json), so
 * translators and the code of one part work in one file.
 */
export const NAMESPACES = ['common', 'player', 'public', 'content-page', 'admin', 'admin-editor', 'admin-library', 'admin-records', 'admin-settings'] as const;

export type Namespace = (typeof NAMESPACES)[number];
