import { transactionSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { solanaHistory, type SolanaActivity } from './solanaHistory'

const me = '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy'
const other = 'GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL'
const mint = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU'
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const pusd = { mint, name: 'Portico USD', symbol: 'PUSD', decimals: 6 }

const activity: SolanaActivity[] = [
  { signature: 'sig-send', chain: devnet, minedAt: '2026-11-23T10:00:00.000Z', transfers: [{ from: me, to: other, lamports: 250_000_000n }], tokenTransfers: [] },
  { signature: 'sig-token', chain: devnet, minedAt: '2026-11-23T11:00:00.000Z', transfers: [], tokenTransfers: [{ from: other, to: me, mint, amount: 12_500_000n }] },
  { signature: 'sig-unrelated', chain: devnet, minedAt: '2026-11-23T12:00:00.000Z', transfers: [{ from: other, to: other, lamports: 1n }], tokenTransfers: [] },
]

describe('solanaHistory', () => {
  it('lists the account\'s SOL and SPL moves as history transactions, newest first, exact amounts', () => {
    const history = solanaHistory(activity, me, devnet, [pusd])
    expect(history.map((t) => transactionSchema.parse(t).id)).toEqual(['sig-token', 'sig-send'])
    expect(history[0]).toMatchObject({
      metadata: { operationType: 'receive', chain: devnet, sentFrom: other, sentTo: me, hash: 'sig-token' },
      transfers: [{ fungible_info: { symbol: 'PUSD' }, direction: 'in', quantity: { numeric: '12.5' } }],
    })
    expect(history[1]).toMatchObject({
      metadata: { operationType: 'send', sentFrom: me, sentTo: other },
      transfers: [{ fungible_info: { symbol: 'SOL' }, direction: 'out', quantity: { numeric: '0.25' } }],
    })
  })

  it('lists only the chain asked for', () => {
    expect(solanaHistory(activity, me, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', [pusd])).toEqual([])
  })

  it('has nothing for an account no transfer touched', () => {
    expect(solanaHistory(activity, 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS', devnet, [pusd])).toEqual([])
  })
})
