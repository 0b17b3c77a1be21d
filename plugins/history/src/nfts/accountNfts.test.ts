import type { Transaction, TransactionTransfer } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { generateHistoryFixtures } from '../mocks/historyFixtures'
import { accountNfts } from './accountNfts'

const nft = (name: string, { spam = false, direction = 'in' as const, url }: { spam?: boolean; direction?: 'in' | 'out'; url?: string } = {}): TransactionTransfer => ({
  nft_info: { name, content: { preview: url ? { url } : null }, flags: { is_spam: spam } },
  direction,
  quantity: { numeric: '1' },
})
const tx = (id: string, transfers: TransactionTransfer[], chain = 'eip155:1'): Transaction => ({
  id,
  metadata: { minedAt: '2026-01-01T00:00:00Z', chain, operationType: 'receive', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
  transfers,
})

describe('accountNfts', () => {
  it('lists the NFTs of the transfers with their preview, spam left out', () => {
    const list = [
      tx('1', [nft('Pass #1', { url: 'https://cdn.example/pass1.png' })]),
      tx('2', [nft('Free USDT at scam.example', { spam: true })]),
      tx('3', [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' } }, nft('Pass #2')]),
    ]
    expect(accountNfts(list, 'eip155:1')).toEqual([
      { name: 'Pass #1', previewUrl: 'https://cdn.example/pass1.png' },
      { name: 'Pass #2', previewUrl: undefined },
    ])
  })

  it('leaves out an NFT whose newest transfer sent it away, and those of other chains', () => {
    const list = [tx('2', [nft('Pass #1', { direction: 'out' })]), tx('1', [nft('Pass #1')]), tx('0', [nft('Pass #9')], 'eip155:10')]
    expect(accountNfts(list, 'eip155:1')).toEqual([])
    // Received again after it was sent: held.
    expect(accountNfts([tx('3', [nft('Pass #1')]), ...list], 'eip155:1').map((n) => n.name)).toEqual(['Pass #1'])
  })

  it("reads the sandbox's fixtures: the real Portico Passes, never the spam", () => {
    const fixtures = generateHistoryFixtures({ account: '0x1', chain: 'eip155:31337', now: new Date('2026-06-01T00:00:00Z') })
    expect(accountNfts(fixtures, 'eip155:31337').map((n) => n.name)).toEqual(['Portico Pass #4', 'Portico Pass #16', 'Portico Pass #28', 'Portico Pass #40'])
  })
})
