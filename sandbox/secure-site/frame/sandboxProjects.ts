import type { SecureSiteProject } from '../../../secure-site/src/frame/secureSiteConfig'

/** The recovery password the sandbox's scripted logins set and give (docs/security.md). */
export const SANDBOX_RECOVERY_PASSWORD = 'portico sandbox recovery'

/** A sandbox project on its secure site: the product's settings, and for tests a recovery password its logins answer the key step with. */
export interface SandboxProject extends SecureSiteProject {
  /** Scripted logins only: the sandbox's own frame build answers the key step with it (never the product's build). */
  scriptedRecoveryPassword?: string
}

/**
 * What `npm start` shows a person, as production runs it: the sandbox dapp's project
 * (`portico-sandbox`) asks for the wallet's recovery factor on the first login (a passkey where the
 * browser offers one, else a recovery password) and answers approvals in the secure site's own
 * window (the operator's default); `portico-keys` (`?projectId=portico-keys`) answers them in the
 * frame. Each may be embedded by the sandbox's dapp origins (startSecureSite); any other project id
 * gets no frame page.
 */
export const SANDBOX_PROJECTS: Readonly<Record<string, SandboxProject>> = {
  'portico-sandbox': { approvals: 'popup' },
  'portico-keys': { approvals: 'frame' },
}

/**
 * The browser tests' and the bench's projects: the sandbox dapp (`portico-sandbox`) and the frame
 * harness (`e2e`) answer approvals in the frame, so the flows the tests drive click the card there,
 * and their logins answer the key step with SANDBOX_RECOVERY_PASSWORD so they stay scripted;
 * `portico-keys` asks for the recovery factor as production does (the tests of the key step);
 * `e2e-popup` is the harness with approvals in the popup, the operator's default (docs/security.md).
 */
export const SCRIPTED_SANDBOX_PROJECTS: Readonly<Record<string, SandboxProject>> = {
  'portico-sandbox': { approvals: 'frame', scriptedRecoveryPassword: SANDBOX_RECOVERY_PASSWORD },
  e2e: { approvals: 'frame', scriptedRecoveryPassword: SANDBOX_RECOVERY_PASSWORD },
  'portico-keys': { approvals: 'frame' },
  'e2e-popup': { approvals: 'popup', scriptedRecoveryPassword: SANDBOX_RECOVERY_PASSWORD },
}
