import { base64 } from '@scure/base'
import { Address, NETWORK, OutScript, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bip322ToSpend, signBip322Simple, verifyBip322Simple } from './bip322'
import { SANDBOX_BITCOIN_PRIVATE_KEY, SANDBOX_BITCOIN_PUBLIC_KEY } from './keys'

// BIP-322's test vectors (the P2WPKH address of its spec key).
const VECTOR_SCRIPT = OutScript.encode(Address(NETWORK).decode('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'))
const VECTORS = [
  {
    message: '',
    toSpendTxid: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    signature: 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    message: 'Hello World',
    toSpendTxid: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    signature: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
]
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('BIP-322 simple signatures', () => {
  it.each(VECTORS)('builds to_spend and verifies the spec\'s signature of "$message"', ({ message, toSpendTxid, signature }) => {
    expect(bip322ToSpend(utf8(message), VECTOR_SCRIPT).id).toBe(toSpendTxid)
    expect(verifyBip322Simple(utf8(message), base64.decode(signature), VECTOR_SCRIPT)).toBe(true)
  })

  it('refuses a signature of another message or another address', () => {
    const [, hello] = VECTORS
    expect(verifyBip322Simple(utf8('Hello World!'), base64.decode(hello?.signature ?? ''), VECTOR_SCRIPT)).toBe(false)
    expect(verifyBip322Simple(utf8('Hello World'), base64.decode(hello?.signature ?? ''), p2wpkh(SANDBOX_BITCOIN_PUBLIC_KEY, NETWORK).script)).toBe(false)
  })

  it('signs with the sandbox key: the witness is its signature and key, and it verifies for its address', () => {
    const script = p2wpkh(SANDBOX_BITCOIN_PUBLIC_KEY, TEST_NETWORK).script
    const signature = signBip322Simple(utf8('hello bitcoin'), SANDBOX_BITCOIN_PRIVATE_KEY)
    expect(verifyBip322Simple(utf8('hello bitcoin'), signature, script)).toBe(true)
    expect(verifyBip322Simple(utf8('hello bitcoin?'), signature, script)).toBe(false)
  })
})
