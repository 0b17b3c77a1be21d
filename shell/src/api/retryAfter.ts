/**
 * Milliseconds a `Retry-After` header asks to wait: delay-seconds or an HTTP date (RFC 9110
 * section 10.2.3); undefined when absent or unreadable. Never negative.
 * @example retryAfterMs('2') // 2000
 * @example retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:58 GMT')) // 2000
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // Only an IMF-fixdate ('Sun, 06 Nov 1994 08:49:37 GMT'): Date.parse takes '1.5' for a date too.
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return undefined
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
