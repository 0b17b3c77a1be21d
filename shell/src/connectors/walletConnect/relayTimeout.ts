/**
 * How long a pairing may go without a URI before the view says the relay cannot be reached. The
 * clients show no URI until the relay has taken the proposal, and retry an unreachable relay
 * without end; 7 s leaves room for Verify's own 5 s wait (core verify.ts) and keeps the message
 * within 10 s of the click on a slow machine.
 */
export const RELAY_TIMEOUT_MS = 7_000
