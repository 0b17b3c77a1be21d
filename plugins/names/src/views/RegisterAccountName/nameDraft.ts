import { accountNameIssue } from '@portico/contracts'
import { fullAccountName } from '../../actions/lookUpName'
import type { Availability, Registration } from '../../atoms'

export interface NameDraft {
  /** The typed name, trimmed. */
  name: string
  /** What breaks the rule of SPEC section 5, if anything. */
  issue: string | undefined
  /** Something is typed and it breaks the rule. */
  invalid: boolean
  /** The name with its suffix, when it keeps the rule. */
  fullName: string | undefined
  /** The availability of this very name (an answer for another one is not shown). */
  current: Availability | undefined
  failedRegistration: Extract<Registration, { status: 'failed' }> | undefined
  canRegister: boolean
}

/**
 * Where the Register form stands for what is typed: the rule, the full name, its availability
 * and whether Register may be pressed.
 *
 * @example nameDraft(' alice ', { name: 'alice.reown.id', status: 'available' }, undefined).canRegister // true
 */
export function nameDraft(input: string, availability: Availability | undefined, registration: Registration | undefined): NameDraft {
  const name = input.trim()
  const issue = accountNameIssue(name)
  const fullName = issue === undefined ? fullAccountName(name) : undefined
  const current = availability && availability.name === fullName ? availability : undefined
  return {
    name,
    issue,
    invalid: name !== '' && issue !== undefined,
    fullName,
    current,
    failedRegistration: registration?.status === 'failed' ? registration : undefined,
    canRegister: current?.status === 'available',
  }
}
