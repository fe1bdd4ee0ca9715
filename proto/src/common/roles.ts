/** The roles staff accounts have (plain constants: the web app reads them too). */
export const ROLES = ['admin', 'contributor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
