import type { RouteState } from '@portico/contracts'
// 'jotai', not 'jotai/vanilla': the shell shares 'jotai' as a singleton, so the remote bundles none.
import { atom, type PrimitiveAtom } from 'jotai'

/**
 * Where one of the plugin's views stands, for the arrival it belongs to: the route entry the view
 * was opened with. A new arrival starts afresh; an answer that comes back for an older one (the
 * user left and came back) is dropped; a remount on the same arrival (React StrictMode) resumes.
 */
export interface Step<Status extends string> {
  arrival: RouteState | undefined
  status: Status
  /** The last failure as the user sees it: the auth host's message as is (a cooldown, a wrong code). */
  error: string | undefined
}

/** EmailVerifyOtp: sending the code, waiting for it, checking it, connecting (action CONNECT), done or stopped. */
export type LoginStatus = 'sending' | 'resending' | 'code' | 'verifying' | 'connecting' | 'done' | 'failed'
/** EmailVerifyDevice: waiting for the approval from the emailed link, or stopped. */
export type DeviceStatus = 'waiting' | 'failed'
/** UpdateEmail: typing the new address, or asking for the change. */
export type UpdateStatus = 'editing' | 'submitting'
/** UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp: waiting for the code, checking it, done. */
export type UpdateCodeStatus = 'code' | 'verifying' | 'done'

export type StepAtom<Status extends string> = PrimitiveAtom<Step<Status>>

const stepAtom = <Status extends string>(status: Status): StepAtom<Status> => atom<Step<Status>>({ arrival: undefined, status, error: undefined })

/** The plugin's state (created in setup, so nothing of it exists while email is off). */
export function createEmailAtoms() {
  return {
    login: stepAtom<LoginStatus>('sending'),
    /** The code as typed on EmailVerifyOtp; cleared when it is refused. */
    loginCode: atom(''),
    device: stepAtom<DeviceStatus>('waiting'),
    update: stepAtom<UpdateStatus>('editing'),
    /** The new address as typed on UpdateEmail. */
    newEmail: atom(''),
    updateCode: stepAtom<UpdateCodeStatus>('code'),
    /** The code as typed on the two update steps; cleared when it is refused and between steps. */
    updateCodeValue: atom(''),
  }
}

export type EmailAtoms = ReturnType<typeof createEmailAtoms>
