// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// EIP-3668: the client calls one of `urls` with `callData` and calls `callbackFunction` on
/// `sender` with the answer and `extraData`.
error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

/// The gateway's interface: what `callData` encodes, and what the gateway answers (ABI-encoded).
interface IResolverService {
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory result, uint64 expires, bytes memory sig);
}

/// An ENSIP-10 (wildcard) resolver that answers every name under the node it is set for from
/// Portico Server's CCIP-read gateway, and accepts an answer only when one of its signers signed
/// it (for this resolver, this request, until `expires`).
contract OffchainResolver {
    string public url;
    mapping(address => bool) public signers;

    constructor(string memory gatewayUrl, address[] memory gatewaySigners) {
        url = gatewayUrl;
        for (uint256 i = 0; i < gatewaySigners.length; i++) signers[gatewaySigners[i]] = true;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // IExtendedResolver (ENSIP-10) and ERC-165.
        return interfaceId == 0x9061b923 || interfaceId == 0x01ffc9a7;
    }

    /// Always defers to the gateway: `name` DNS-encoded, `data` the resolver call (addr, text...).
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeCall(IResolverService.resolve, (name, data));
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, OffchainResolver.resolveWithProof.selector, callData);
    }

    /// The gateway's answer, checked: signed by a signer over (0x1900, this, expires, request, result).
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory sig) = abi.decode(response, (bytes, uint64, bytes));
        require(expires >= block.timestamp, "OffchainResolver: answer expired");
        bytes32 digest = keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(extraData), keccak256(result)));
        require(signers[recover(digest, sig)], "OffchainResolver: not signed by a gateway signer");
        return result;
    }

    function recover(bytes32 digest, bytes memory sig) private pure returns (address) {
        require(sig.length == 65, "OffchainResolver: bad signature length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        if (v < 27) v += 27;
        return ecrecover(digest, v, r, s);
    }
}
