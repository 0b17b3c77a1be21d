// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeAuthHost } from '@portico/contracts/testing/vitest'
import { renderEmailPlugin } from '../../testing/renderEmailPlugin'

afterEach(cleanup)

const email = 'ada@portico.example'

describe('EmailVerifyDeviceView', () => {
  it('shows a failed approval as is, with a retry that waits again', async () => {
    const auth = fakeAuthHost()
    auth.connectDevice.mockRejectedValueOnce(new Error('Device approval expired'))
    const { routes } = await renderEmailPlugin({ auth, route: { view: 'EmailVerifyDevice', arguments: { email } } })
    expect((await screen.findByRole('alert')).textContent).toBe('Device approval expired')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByLabelText('6-digit code')
    expect(auth.connectDevice).toHaveBeenCalledTimes(2)
    expect(routes).toEqual(['replace EmailVerifyOtp'])
    expect(auth.connectEmail).not.toHaveBeenCalled()
  })
})
