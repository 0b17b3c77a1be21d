import { ThrownMessages } from '@portico/contracts'

/** The frame answered a request with an error reply: its message, and a provider code (4001: rejected). */
export class FrameReplyError extends Error {
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.name = 'FrameReplyError'
    this.code = code
  }
}

/** No answer within the frame timeout (SPEC section 8: the socials-timeout alert follows). */
export class FrameTimeoutError extends Error {
  constructor(what: string) {
    super(`The secure frame did not answer ${what} in time`)
    this.name = 'FrameTimeoutError'
  }
}

/** The frame did not become ready (not reachable, too slow, or removed). */
export class FrameUnavailableError extends Error {
  constructor() {
    super(ThrownMessages.EMAIL_LOGIN_DEPENDENCY_UNAVAILABLE)
    this.name = 'FrameUnavailableError'
  }
}
