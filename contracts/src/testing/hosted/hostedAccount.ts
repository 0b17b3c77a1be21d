// The Blockchain API's account calls as the hosted service answers them, recorded once from its
// source (reown-com/blockchain-api, snapshot of 2025-10-30, commit a4b66a9).

/**
 * GET /v1/account/{address}/balance (src/handlers/balance.rs, BalanceItem: camelCase, `chainId`,
 * `address` and `value` left out when the service has none): the native balance here has no
 * `chainId` (nor `address`, as every native one).
 */
export const HOSTED_BALANCE = {
  balances: [
    { name: 'Ethereum', symbol: 'ETH', price: 3012.5, quantity: { decimals: '18', numeric: '1.25' }, iconUrl: 'https://cdn.zerion.io/eth.png', value: 3765.62 },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      value: 10,
      price: 1,
      quantity: { decimals: '6', numeric: '10' },
      iconUrl: 'https://cdn.zerion.io/usdc.png',
    },
  ],
} as const

/**
 * GET /v1/account/{address}/history (src/handlers/history.rs: HistoryTransaction's metadata and
 * transfers camelCase, the transfer's fields snake_case; every Option serialized as null): a
 * transaction of a chain the service does not map has `metadata.chain` and `transfers` null
 * (src/providers/zerion.rs).
 */
export const HOSTED_HISTORY = {
  data: [
    {
      id: 'f1b2c3',
      metadata: {
        operationType: 'send',
        hash: '0x5e2f4c1b7a9d8e6f3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d',
        minedAt: '2025-10-01T12:00:00Z',
        sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        status: 'confirmed',
        nonce: 7,
        application: null,
        chain: 'eip155:1',
      },
      transfers: [
        {
          fungible_info: { name: 'Ethereum', symbol: 'ETH', icon: { url: 'https://cdn.zerion.io/eth.png' } },
          nft_info: null,
          direction: 'out',
          quantity: { numeric: '0.1' },
          value: 301.25,
          price: 3012.5,
        },
      ],
    },
    {
      id: 'f4e5d6',
      metadata: {
        operationType: 'execute',
        hash: '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80',
        minedAt: '2025-09-30T08:30:00Z',
        sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        sentTo: '0x0588f943F5b11d3C914b21647c30b6a015DC6c94',
        status: 'confirmed',
        nonce: 6,
        application: { name: null, iconUrl: null },
        chain: null,
      },
      transfers: null,
    },
  ],
  next: null,
} as const
