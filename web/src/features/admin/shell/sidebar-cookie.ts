/** SPEC section 9: the sidebar state lives in a cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** true = expanded (the default when no cookie is set). */
export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
