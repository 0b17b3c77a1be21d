import * as z from 'zod'

// zod's object parser probes `Function('')` for its JIT compiler when a schema is made: the dapp's
// strict CSP (e2e/csp.test.ts) reports that probe. Imported first by the wallet's entry, so it is
// set before any schema; a real wallet extension runs outside the page's policy anyway.
z.config({ jitless: true })
