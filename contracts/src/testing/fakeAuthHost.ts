import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import { vi, type Mock } from 'vitest'
import type { AuthHost } from '../plugin/authHost'

/** The AuthHost actions (everything but its atoms). */
type AuthActionName = Exclude<keyof AuthHost, 'email' | 'lastEmailLoginTime'>

/** An AuthHost whose actions are vi.fn and whose atoms tests can set. */
export type FakeAuthHost = { [Name in AuthActionName]: Mock<AuthHost[Name]> } & {
  email: PrimitiveAtom<string | undefined>
  lastEmailLoginTime: PrimitiveAtom<number | undefined>
}

/**
 * An AuthHost for plugin tests: every action a vi.fn that succeeds (connectEmail asks for a code,
 * the email change starts with the current address, Farcaster gives a sandbox link); `email` holds `email`;
 * `lastEmailLoginTime` stays unset until a test plays the shell's part and sets it.
 */
export function fakeAuthHost(email?: string): FakeAuthHost {
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
    lastEmailLoginTime: atom<number | undefined>(undefined),
    connectSocial: vi.fn<AuthHost['connectSocial']>().mockResolvedValue(undefined),
    reopenSocialWindow: vi.fn<AuthHost['reopenSocialWindow']>().mockReturnValue(true),
    getFarcasterUri: vi.fn<AuthHost['getFarcasterUri']>().mockResolvedValue('https://farcaster.example/~/siwf?channelToken=t1'),
    connectFarcaster: vi.fn<AuthHost['connectFarcaster']>().mockResolvedValue(undefined),
  } satisfies AuthHost
}
