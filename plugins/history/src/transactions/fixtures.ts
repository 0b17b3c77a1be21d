import type { Transaction, TransactionTransfer } from '@portico/contracts'

/** A transaction for tests: one ETH received on eip155:31337 unless told otherwise. */
export function transactionFixture(overrides: { id?: string; minedAt?: string; chain?: string; operationType?: string; transfers?: TransactionTransfer[] } = {}): Transaction {
  return {
    id: overrides.id ?? '0x1',
    metadata: {
      minedAt: overrides.minedAt ?? '2024-05-01T10:00:00Z',
      chain: overrides.chain ?? 'eip155:31337',
      operationType: overrides.operationType ?? 'receive',
      status: 'confirmed',
      sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    },
    transfers: overrides.transfers ?? [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' } }],
  }
}

export const spamNft: TransactionTransfer = { nft_info: { name: 'Free reward', flags: { is_spam: true } }, quantity: { numeric: '1' } }
export const realNft: TransactionTransfer = { nft_info: { name: 'Portico Pass #1', flags: { is_spam: false } }, quantity: { numeric: '1' } }
