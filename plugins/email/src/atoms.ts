import type { Step, StepAtom } from '@portico/contracts'
// 'jotai', not 'jotai/vanilla': the shell shares 'jotai' as a singleton, so the remote bundles none.
import { atom, type PrimitiveAtom } from 'jotai'

/** EmailVerifyOtp: sending the code, waiting for it, checking it, connecting (action CONNECT), done or stopped. */
export type LoginStatus = 'sending' | 'resending' | 'code' | 'verifying' | 'connecting' | 'done' | 'failed'
/** EmailVerifyDevice: waiting for the approval from the emailed link, or stopped. */
export type DeviceStatus = 'waiting' | 'failed'
/** UpdateEmail: typing the new address, or asking for the change. */
export type UpdateStatus = 'editing' | 'submitting'
/** UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp: waiting for the code, checking it, done. */
export type UpdateCodeStatus = 'code' | 'verifying' | 'done'

const stepAtom = <Status extends string>(status: Status): StepAtom<Status> => atom<Step<Status>>({ arrival: undefined, status, error: undefined })

/** The email plugin's steps and what is typed in them. */
export interface EmailAtoms {
  login: StepAtom<LoginStatus>
  /** The code as typed on EmailVerifyOtp; cleared when it is refused. */
  loginCode: PrimitiveAtom<string>
  device: StepAtom<DeviceStatus>
  update: StepAtom<UpdateStatus>
  /** The new address as typed on UpdateEmail. */
  newEmail: PrimitiveAtom<string>
  updateCode: StepAtom<UpdateCodeStatus>
  /** The code as typed on the two update steps; cleared when it is refused and between steps. */
  updateCodeValue: PrimitiveAtom<string>
}

/** The plugin's state (created in setup, so nothing of it exists while email is off). */
export function createEmailAtoms(): EmailAtoms {
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

export type { Step, StepAtom }
