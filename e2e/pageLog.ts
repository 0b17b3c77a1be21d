import type { BrowserContext } from 'playwright-core'

// The last lines the pages printed, for the report of a failed browser test.
const MAX_LINES = 80
const lines: string[] = []

const push = (line: string) => {
  lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
  if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES)
}

/**
 * Keeps what every page of `context` prints (console messages, uncaught errors, failed requests),
 * so a failed test can show what the browser saw; the CI log is all a flake leaves behind.
 * @example recordPageLog(await browser.newContext())
 */
export function recordPageLog(context: BrowserContext): void {
  context.on('console', (message) => push(`console.${message.type()} ${new URL(message.page()?.url() ?? 'about:blank').host}: ${message.text().slice(0, 500)}`))
  context.on('weberror', (error) => push(`uncaught: ${error.error().message}`))
  context.on('requestfailed', (request) => push(`request failed: ${request.method()} ${request.url().slice(0, 200)} (${request.failure()?.errorText ?? 'no reason'})`))
}

/** The lines kept since the last call, which forgets them. */
export function takePageLog(): string[] {
  return lines.splice(0, lines.length)
}
