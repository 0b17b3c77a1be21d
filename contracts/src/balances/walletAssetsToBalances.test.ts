import { describe, expect, it } from 'vitest'
import { walletAssetsToBalances } from './walletAssetsToBalances'

describe('walletAssetsToBalances', () => {
  it('reads the native asset and ERC-20s of the chain', () => {
    const assets = {
      '0x7a69': [
        { address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', balance: '0xde0b6b3a7640000', type: 'NATIVE' as const, metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 } },
        { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', balance: '0x1e8480', type: 'ERC20' as const, metadata: { name: 'Portico Dollar', symbol: 'PUSD', decimals: 6, iconUrl: 'https://x/pusd.png' } },
      ],
      '0x1': [{ address: '0x0', balance: '0x1', type: 'NATIVE' as const, metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    }
    expect(walletAssetsToBalances(assets, 31337)).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 2000, price: 2000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
      {
        name: 'Portico Dollar',
        symbol: 'PUSD',
        chainId: 'eip155:31337',
        address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
        value: 0,
        price: 0,
        quantity: { decimals: '6', numeric: '2' },
        iconUrl: 'https://x/pusd.png',
      },
    ])
  })
  it('drops an ERC-20 whose address is none, or whose quantity is past all reason, keeping the rest', () => {
    const asset = (address: string, balance: string) => ({ address, balance, type: 'ERC20' as const, metadata: { name: 'T', symbol: address.slice(0, 6), decimals: 0 } })
    const assets = { '0x1': [asset('0xnothex', '0x1'), asset('0x5FbDB2315678afecb367f032d93F642f64180aa3', `0x${'f'.repeat(64)}`), asset('0x5FbDB2315678afecb367f032d93F642f64180aa3', '0x2')] }
    expect(walletAssetsToBalances(assets, 1).map((balance) => balance.quantity.numeric)).toEqual(['2'])
  })

  it('has nothing for a chain the wallet did not report', () => {
    expect(walletAssetsToBalances({}, 1)).toEqual([])
  })
})
