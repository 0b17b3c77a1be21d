import type { SecureSiteProject } from './secureSiteConfig'

/**
 * The sandbox's projects on its secure site: the sandbox dapp (`portico-sandbox`) and the browser
 * tests' frame harness (`e2e`) answer approvals in the frame, so the flows the tests drive click
 * the card there; any other project id gets the popup default (see docs/security.md).
 */
export const SANDBOX_PROJECTS: Readonly<Record<string, SecureSiteProject>> = {
  'portico-sandbox': { approvals: 'frame' },
  e2e: { approvals: 'frame' },
}
