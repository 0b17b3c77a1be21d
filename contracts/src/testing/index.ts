// Test kit for plugin authors, a separate entry (`@portico/contracts/testing`) so it never ships.
export * from './createTestHost'
export * from './testNetworks'
export * from './hostileLinks'
export * from './sandboxMockContext'
export * from './describePluginContract'
export * from './frameArbitraries'
