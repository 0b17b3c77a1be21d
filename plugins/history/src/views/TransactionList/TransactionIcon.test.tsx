// @vitest-environment happy-dom
import type { UiKit } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { describeTransaction } from '../../transactions/describeTransaction'
import { transactionFixture } from '../../transactions/fixtures'
import { TransactionIcon } from './TransactionIcon'

afterEach(cleanup)

const ui = createTestHost().host.ui as UiKit<ReactNode>
const usdc = (numeric: string) => ({ fungible_info: { symbol: 'USDC', icon: { url: 'https://x/usdc.svg' } }, quantity: { numeric } })

function iconOf(operationType: string) {
  const summary = describeTransaction(transactionFixture({ operationType, transfers: [usdc('1')] }))
  const { container } = render(<TransactionIcon ui={ui} summary={summary} operationType={operationType} />)
  const box = container.firstElementChild as HTMLElement
  return { kind: box.dataset.kind, badge: box.querySelector<HTMLElement>('[data-testid="transaction-kind"]'), logo: box.querySelector('[data-kit="logo"]') }
}

describe('TransactionIcon', () => {
  it("draws the token's image with a badge of what happened, green for what came in", () => {
    const received = iconOf('deposit')
    expect(received.kind).toBe('receive')
    expect(received.badge?.style.background).toBe('var(--portico-success)')
    expect(received.logo?.getAttribute('data-src')).toBe('https://x/usdc.svg')
    const sent = iconOf('send')
    expect(sent.kind).toBe('send')
    expect(sent.badge?.style.background).toBe('var(--portico-item-hover)')
  })

  it('draws no badge for an operation that moves nothing known', () => {
    expect(iconOf('execute').badge).toBeNull()
  })
})
