import type { AuthHost } from '@portico/contracts'
import { atom } from 'jotai'
import { vi } from 'vitest'

/**
 * An AuthHost for tests: every action a vi.fn that succeeds (connectEmail asks for a code, the
 * email change starts with the current address); `email` holds `email`.
 */
export function fakeAuthHost(email?: string) {
  return {
    prepare: vi.fn<AuthHost['prepare']>().mockResolvedValue(undefined),
    connectEmail: vi.fn<AuthHost['connectEmail']>().mockResolvedValue({ action: 'VERIFY_OTP' }),
    connectDevice: vi.fn<AuthHost['connectDevice']>().mockResolvedValue(undefined),
    connectOtp: vi.fn<AuthHost['connectOtp']>().mockResolvedValue(undefined),
    connect: vi.fn<AuthHost['connect']>().mockResolvedValue(undefined),
    updateEmail: vi.fn<AuthHost['updateEmail']>().mockResolvedValue({ action: 'VERIFY_PRIMARY_OTP' }),
    updateEmailPrimaryOtp: vi.fn<AuthHost['updateEmailPrimaryOtp']>().mockResolvedValue(undefined),
    updateEmailSecondaryOtp: vi.fn<AuthHost['updateEmailSecondaryOtp']>().mockResolvedValue(undefined),
    email: atom<string | undefined>(email),
  } satisfies AuthHost
}
