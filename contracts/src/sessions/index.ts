// Smart sessions (ERC-7715 and the sessions API), a separate entry (`@portico/contracts/sessions`):
// only the smartSessions plugin and the sandbox bundle these schemas; the shell imports their types.
export * from './grantPermissions'
export * from './sessionsApi'
