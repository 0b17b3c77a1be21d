import { describe, expect, it } from 'vitest'
import { createShellCore } from '../../core/createShellCore'
import { appKitOptionsSchema } from '../../options/appKitOptionsSchema'
import { testMainnet } from '../../testing/networks'
import { createFrameUserStep } from './frameUserStep'

function setup() {
  const core = createShellCore(appKitOptionsSchema.parse({ projectId: 'p', networks: [testMainnet], features: { analytics: false } }), { window: undefined, storage: undefined })
  const showUserStep = createFrameUserStep(core, core.modal)
  const view = () => core.store.get(core.atoms.history).map((entry) => entry.view)
  return { core, showUserStep, view }
}

describe('createFrameUserStep (PORTICO_USER_STEP_V1)', () => {
  it('during a login in the modal, shows the frame place over it, then goes back to the login when the step ends', () => {
    const { core, showUserStep, view } = setup()
    core.modal.open('EmailVerifyOtp')
    const before = view()
    showUserStep(true)
    showUserStep(true)
    expect(view()).toEqual([...before, 'ApproveTransaction'])
    showUserStep(false)
    expect(view()).toEqual(before)
    expect(core.store.get(core.atoms.modal).open).toBe(true)
    // An end with no step shown moves nothing.
    showUserStep(false)
    expect(view()).toEqual(before)
  })

  it('opens the modal on the frame place when it was closed, and closes it again after', () => {
    const { core, showUserStep, view } = setup()
    showUserStep(true)
    expect(core.store.get(core.atoms.modal).open).toBe(true)
    expect(view()).toEqual(['ApproveTransaction'])
    showUserStep(false)
    expect(core.store.get(core.atoms.modal).open).toBe(false)
  })
})
