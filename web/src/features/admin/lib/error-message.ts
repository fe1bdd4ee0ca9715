/**
 * Text to show for a failed call. Errors read '{status}: {body}' (SPEC section 8); the
 * gateway's body is JSON `{message}`, so the message itself is shown, not the raw JSON.
 * Returns null when there is nothing better than the caller's fallback.
 */
export function errorMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  const body = match[2] ?? '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    if (Array.isArray(parsed.message) && parsed.message.length > 0) return parsed.message.map(String).join(', ');
  } catch {
    // Not JSON: show the body text as it came.
  }
  return body.trim() ? body : null;
}
