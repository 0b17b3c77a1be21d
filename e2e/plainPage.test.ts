import { describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES } from '../toolchain/processes/anvil'
import { connectSandboxWallet, modal, recordRequests, useSandboxPage } from './browser'

const currentPage = useSandboxPage(inject('sandboxUrl'))

describe('the script build in a plain HTML page', () => {
  it('connects with <appkit-button> and loads plugins from next to the script', async () => {
    const page = currentPage()
    const requests = recordRequests(page)
    await page.goto('/plain/')
    await connectSandboxWallet(page)
    await expect.poll(() => page.locator('#address').textContent()).toBe(ANVIL_DEV_ADDRESSES[0])
    await modal(page).getByRole('button', { name: 'Receive' }).click()
    await modal(page).getByTestId('receive-qr').waitFor()
    expect(requests.map((r) => new URL(r.url()).pathname)).toContain('/plugins/receive/remoteEntry.js')
  })
})
