// Test kit for plugin authors, a separate entry (`@portico/contracts/testing`) so it never ships.
export * from './createTestHost'
export * from './testNetworks'
export * from './sandboxMockContext'
export * from './sessionAccountAbi'
export * from './hosted/hostedShapeMismatches'
export * from './hosted/hostedFrameMessages'
export * from './hosted/hostedSessions'
export * from './hosted/hostedAccount'
