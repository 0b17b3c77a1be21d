import { parseAbi } from 'viem'

/** PorticoSessionAccount's events and the calls the engine makes (sandbox/contracts/PorticoSessionAccount.sol). */
export const sessionAccountAbi = parseAbi([
  'event SessionGranted(bytes32 indexed pci, address indexed signer, uint48 expiry, string projectName, string projectUrl, string permissions)',
  'event SessionRevoked(bytes32 indexed pci)',
  'function revokeSessionWithSignature(bytes32 pci, bytes signature)',
  'function sessionOf(bytes32 pci) view returns (address signer, uint48 expiry, bool revoked)',
  'error UnknownSession(bytes32 pci)',
  'error SessionIsRevoked(bytes32 pci)',
  'error InvalidRevokeSignature()',
])
