/** The headers of a message delivered again: one more failure, or one more wait for an outage. */
export function retryHeaders<H extends Record<string, unknown>>(headers: H, outage: boolean): H {
  const key = outage ? 'x-outage-waits' : 'x-attempt';
  return { ...headers, [key]: Number(headers[key] ?? 0) + 1 };
}
