import type { FrameChannel } from './frameChannel'

/** Runs a request against the frame (added on first use), raising the alert SPEC section 8 names on failure. */
export type FrameCall = <T>(run: (frame: FrameChannel) => Promise<T>) => Promise<T>
