import type { TokenBalance } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { sendButtonMessage, type SendDraft } from './sendButtonMessage'

const token: TokenBalance = { name: 'Portico Dollar', symbol: 'PUSD', chainId: 'eip155:1', address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', price: 1, quantity: { decimals: '6', numeric: '10' }, iconUrl: '' }
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ready: SendDraft = {
  token,
  sendTokenAmount: '2.5',
  receiverInput: receiver,
  receiverAddress: receiver,
  receiverResolution: 'idle',
  gasPriceInUSD: 0.04,
  networkBalanceInUSD: 100,
  isSmartAccount: false,
}

describe('sendButtonMessage', () => {
  it('lets a complete draft go to preview', () => {
    expect(sendButtonMessage(ready)).toBe('Preview Send')
  })
  it('asks for what is missing, in order', () => {
    expect(sendButtonMessage({ ...ready, token: undefined, sendTokenAmount: undefined })).toBe('Select Token')
    expect(sendButtonMessage({ ...ready, sendTokenAmount: '' })).toBe('Add Amount')
    expect(sendButtonMessage({ ...ready, sendTokenAmount: '0' })).toBe('Add Amount')
    expect(sendButtonMessage({ ...ready, sendTokenAmount: '10.000001' })).toBe('Insufficient Funds')
    expect(sendButtonMessage({ ...ready, sendTokenAmount: '10' })).toBe('Preview Send')
    expect(sendButtonMessage({ ...ready, receiverInput: ' ', receiverAddress: undefined })).toBe('Add Address')
    expect(sendButtonMessage({ ...ready, receiverInput: 'bobby.reown.id', receiverAddress: undefined, receiverResolution: 'resolving' })).toBe('Resolving name...')
    expect(sendButtonMessage({ ...ready, receiverInput: 'bobby.reown.id', receiverAddress: undefined, receiverResolution: 'failed' })).toBe('Invalid Address')
    for (const blocked of ['0x0000000000000000000000000000000000000000', receiver.replace('C51812dc', 'c51812dc')]) {
      expect(sendButtonMessage({ ...ready, receiverInput: blocked, receiverAddress: blocked })).toBe('Invalid Address')
    }
    expect(sendButtonMessage({ ...ready, receiverInput: '0x123', receiverAddress: '0x123' })).toBe('Invalid Address')
    expect(sendButtonMessage({ ...ready, networkBalanceInUSD: 0 })).toBe('Insufficient Gas')
  })
  it('takes a Solana address as the receiver on solana, and no EVM one', () => {
    const solana = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(sendButtonMessage({ ...ready, namespace: 'solana', receiverInput: solana, receiverAddress: solana })).toBe('Preview Send')
    expect(sendButtonMessage({ ...ready, namespace: 'solana' })).toBe('Invalid Address')
    expect(sendButtonMessage({ ...ready, receiverInput: solana, receiverAddress: solana })).toBe('Invalid Address')
  })
})
