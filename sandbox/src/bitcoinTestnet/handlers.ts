import { http, HttpResponse, type HttpHandler } from 'msw'
import { LedgerRejection, type BitcoinLedger } from './createBitcoinLedger'
import { BITCOIN_TESTNET_ESPLORA } from './esplora'

/**
 * MSW handlers answering the Esplora endpoints a transfer uses from the sandbox ledger: UTXOs, the
 * recommended fees and broadcast (400 with the node's reason when refused).
 */
export function createBitcoinTestnetHandlers(ledger: BitcoinLedger, baseUrl = BITCOIN_TESTNET_ESPLORA): HttpHandler[] {
  return [
    http.get(`${baseUrl}/address/:address/utxo`, ({ params }) => HttpResponse.json(ledger.unspent(String(params.address)))),
    http.get(`${baseUrl}/v1/fees/recommended`, () => HttpResponse.json({ fastestFee: 3, halfHourFee: 2, hourFee: 2, economyFee: 1, minimumFee: 1 })),
    http.post(`${baseUrl}/tx`, async ({ request }) => {
      try {
        return HttpResponse.text(ledger.broadcast(await request.text()))
      } catch (error) {
        if (error instanceof LedgerRejection) return HttpResponse.text(`sendrawtransaction RPC error: ${error.message}`, { status: 400 })
        throw error
      }
    }),
  ]
}
