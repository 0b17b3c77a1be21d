import type { SecureSiteProject } from '../../../secure-site/src/frame/secureSiteConfig'

/** The recovery password the sandbox's scripted logins set and give (docs/security.md). */
export const SANDBOX_RECOVERY_PASSWORD = 'portico sandbox recovery'

/**
 * The sandbox's projects on its secure site: the sandbox dapp (`portico-sandbox`) and the browser
 * tests' frame harness (`e2e`) answer approvals in the frame, so the flows the tests drive click
 * the card there, and their logins answer the wallet's key step with SANDBOX_RECOVERY_PASSWORD so
 * they stay scripted; `portico-keys` (the sandbox dapp at `?projectId=portico-keys`) asks the user
 * for the recovery factor as production does; `e2e-popup` is the harness with approvals in the popup,
 * the operator's default (see docs/security.md). Each may be embedded by the sandbox's dapp origins
 * (startSecureSite); any other project id gets no frame page.
 */
export const SANDBOX_PROJECTS: Readonly<Record<string, SecureSiteProject>> = {
  'portico-sandbox': { approvals: 'frame', scriptedRecoveryPassword: SANDBOX_RECOVERY_PASSWORD },
  e2e: { approvals: 'frame', scriptedRecoveryPassword: SANDBOX_RECOVERY_PASSWORD },
  'portico-keys': { approvals: 'frame' },
  // The browser tests' harness on the operator's default surface, the popup (e2e/securityFrame).
  'e2e-popup': { approvals: 'popup', scriptedRecoveryPassword: SANDBOX_RECOVERY_PASSWORD },
}
