/**
 * Asset ids of the hosted catalogue's images that AppKit asks `/public/getAssetImage/{id}` for
 * without any catalogue call naming them first: its networks' logos by chain id, its built-in
 * connectors' and namespaces' marks. The ids are the hosted service's (AppKit 1.8 sends them as
 * they are); the images the server draws for them are its own.
 */
export const HOSTED_NETWORK_IMAGE_IDS: Readonly<Record<string, string>> = {
  'eip155:1': 'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  'eip155:10': 'ab9c186a-c52f-464b-2906-ca59d760a400',
  'eip155:56': '93564157-2e8e-4ce7-81df-b264dbee9b00',
  'eip155:100': '02b53f6a-e3d4-479e-1cb4-21178987d100',
  'eip155:137': '41d04d42-da3b-4453-8506-668cc0727900',
  'eip155:324': 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  'eip155:8453': '7289c336-3981-4081-c5f4-efc26ac64a00',
  'eip155:42161': '3bff954d-5cb0-47a0-9a23-d20192e74600',
  'eip155:42220': 'ab781bbc-ccc6-418d-d32d-789b15da1f00',
  'eip155:43114': '30c46e53-e989-45fb-4549-be3bd4eb3b00',
  'eip155:84532': 'a18a7ecd-e307-4360-4746-283182228e00',
  'eip155:11155111': 'e909ea0a-f92a-4512-c8fc-748044ea6800',
}

/** The marks of AppKit's built-in connectors and namespaces, by id, with the name each shows. */
export const HOSTED_MARK_IMAGE_IDS: Readonly<Record<string, string>> = {
  'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400': 'WalletConnect',
  '07ba87ed-43aa-4adf-4540-9e6a2b9cae00': 'Browser Wallet',
  '0c2840c3-5b04-4c44-9661-fbd4b49e1800': 'Coinbase',
  'bba2c8be-7fd1-463e-42b1-796ecb0ad200': 'Base Account',
  '461db637-8616-43ce-035a-d89b8a1d5800': 'Safe',
  '54a1aa77-d202-4f8d-0fb2-5d2bb6db0300': 'Ledger',
  'a1b58899-f671-4276-6a5e-56ca5bd59700': 'Solana',
  '0b4838db-0161-4ffe-022d-532bf03dba00': 'Bitcoin',
}
