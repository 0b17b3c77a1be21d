// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAuthHost } from '@portico/contracts/testing/vitest'
import { renderEmailPlugin } from '../../testing/renderEmailPlugin'

afterEach(cleanup)

const current = 'ada@portico.example'
const next = 'ada.lovelace@portico.example'

/** Types the new address and saves it. */
function submit(newEmail: string) {
  fireEvent.change(screen.getByLabelText('New email'), { target: { value: newEmail } })
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
}
const typeCode = (code: string) => fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } })

/**
 * Types `code` until the frame is asked for it: the step clears its field as it arrives, which may
 * be a render after its text shows, so a code typed in between is cleared. vi.waitFor retries on
 * an interval; testing-library's waitFor also runs its callback on every DOM change, so each
 * typing's own render ran it again, without end on a slow machine (a worker ran out of memory).
 */
async function typeCodeUntilAsked(code: string, asked: { mock: { calls: unknown[][] } }) {
  await vi.waitFor(
    () => {
      typeCode(code)
      expect(asked.mock.calls.length).toBeGreaterThan(0)
    },
    { interval: 50, timeout: 5_000 },
  )
  expect(asked.mock.calls).toEqual([[code]])
}

describe('UpdateEmailView and its two code steps', () => {
  it('changes the email in order: the current address code, then the new one, then back to the Account view', async () => {
    const auth = fakeAuthHost(current)
    const { routes, toasts } = await renderEmailPlugin({ auth, route: { view: 'UpdateEmail' } })
    expect(screen.getByTestId('email-current').textContent).toBe(current)
    submit(next)

    expect(await screen.findByText('Enter the code we sent to your current email address')).toBeTruthy()
    expect(screen.getByText(current)).toBeTruthy()
    await typeCodeUntilAsked('111111', auth.updateEmailPrimaryOtp)

    expect(await screen.findByText('Enter the code we sent to your new email address', {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.getByText(next)).toBeTruthy()
    // The new step's field starts empty (it is cleared as the step arrives, which may be a render later).
    await waitFor(() => expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe(''))
    await typeCodeUntilAsked('222222', auth.updateEmailSecondaryOtp)

    await waitFor(() => expect(routes).toEqual(['push UpdateEmailPrimaryOtp', 'replace UpdateEmailSecondaryOtp', 'reset Account']))
    expect(toasts).toEqual([{ message: 'Email updated', variant: 'success' }])
    expect(auth.updateEmail.mock.calls).toEqual([[next]])
    expect(auth.updateEmailPrimaryOtp.mock.calls).toEqual([['111111']])
    expect(auth.updateEmailSecondaryOtp.mock.calls).toEqual([['222222']])
    const order = [auth.updateEmail, auth.updateEmailPrimaryOtp, auth.updateEmailSecondaryOtp].map((fn) => fn.mock.invocationCallOrder[0])
    expect(order).toEqual([...order].sort((a = 0, b = 0) => a - b))
  })

  it('goes straight to the new address code when the frame asks for it (VERIFY_SECONDARY_OTP)', async () => {
    const auth = fakeAuthHost(current)
    auth.updateEmail.mockResolvedValueOnce({ action: 'VERIFY_SECONDARY_OTP' })
    const { routes } = await renderEmailPlugin({ auth, route: { view: 'UpdateEmail' } })
    submit(next)
    expect(await screen.findByText('Enter the code we sent to your new email address', {}, { timeout: 5_000 })).toBeTruthy()
    expect(routes).toEqual(['push UpdateEmailSecondaryOtp'])
    expect(auth.updateEmailPrimaryOtp).not.toHaveBeenCalled()
  })

  it('checks the new address before asking: an invalid one, or the current one', async () => {
    const auth = fakeAuthHost(current)
    await renderEmailPlugin({ auth, route: { view: 'UpdateEmail' } })
    submit('ada@localhost')
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
    submit(current.toUpperCase())
    expect(screen.getByRole('alert').textContent).toBe('This is already your email address')
    expect(auth.updateEmail).not.toHaveBeenCalled()
  })

  it('shows a failed request as is and keeps the typed address', async () => {
    const auth = fakeAuthHost(current)
    auth.updateEmail.mockRejectedValueOnce(new Error('Please try again after 30 seconds'))
    const { routes } = await renderEmailPlugin({ auth, route: { view: 'UpdateEmail' } })
    submit(next)
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 30 seconds')
    expect((screen.getByLabelText('New email') as HTMLInputElement).value).toBe(next)
    expect(routes).toEqual([])
  })

  it('keeps a code step on a refused code, with its message and an empty field', async () => {
    const auth = fakeAuthHost(current)
    auth.updateEmailPrimaryOtp.mockRejectedValueOnce(new Error('Invalid code'))
    const { routes } = await renderEmailPlugin({ auth, route: { view: 'UpdateEmailPrimaryOtp', arguments: { newEmail: next } } })
    typeCode('999999')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    await waitFor(() => expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe(''))
    expect(routes).toEqual([])
  })
})
