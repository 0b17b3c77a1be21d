/** The chains a balance across chains could not read, comma-separated; the hosted wire's body has no place for them. */
export const UNREACHABLE_CHAINS_HEADER = 'Portico-Unreachable-Chains'
