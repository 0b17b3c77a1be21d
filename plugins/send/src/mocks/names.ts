/**
 * Account names the mock profile endpoint resolves: anvil's second and third dev accounts (public
 * test keys of the default mnemonic), so a send to a name lands on the local chain.
 */
export const MOCK_NAMES: Readonly<Record<string, string>> = {
  'bobby.reown.id': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  'carol.reown.id': '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
}
