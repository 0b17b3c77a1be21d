// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

interface IRegistry {
    function resolver(bytes32 node) external view returns (address);
}

/// The part of ENS's Universal Resolver viem's getEnsAddress calls, for tests: finds the resolver
/// of the name or its nearest parent (ENSIP-10), calls `resolve(name, data)`, and when the resolver
/// asks for an offchain lookup (EIP-3668), asks for it under its own address (clients only follow
/// a lookup whose sender is the contract they called) and hands the answer back to the resolver.
contract TestUniversalResolver {
    IRegistry private immutable registry;

    constructor(address ensRegistry) {
        registry = IRegistry(ensRegistry);
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
        address resolver = findResolver(name, 0);
        require(resolver != address(0), "TestUniversalResolver: no resolver");
        (bool ok, bytes memory answer) = resolver.staticcall(abi.encodeWithSelector(0x9061b923, name, data));
        if (ok) return (abi.decode(answer, (bytes)), resolver);
        if (answer.length > 4 && bytes4(answer) == OffchainLookup.selector) {
            (, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) = abi.decode(withoutSelector(answer), (address, string[], bytes, bytes4, bytes));
            revert OffchainLookup(address(this), urls, callData, TestUniversalResolver.resolveCallback.selector, abi.encode(resolver, callback, extraData));
        }
        assembly {
            revert(add(answer, 32), mload(answer))
        }
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData) external view returns (bytes memory, address) {
        (address resolver, bytes4 callback, bytes memory inner) = abi.decode(extraData, (address, bytes4, bytes));
        (bool ok, bytes memory answer) = resolver.staticcall(abi.encodeWithSelector(callback, response, inner));
        if (!ok) {
            assembly {
                revert(add(answer, 32), mload(answer))
            }
        }
        return (abi.decode(answer, (bytes)), resolver);
    }

    function findResolver(bytes calldata name, uint256 offset) private view returns (address) {
        for (uint256 at = offset; at < name.length && name[at] != 0; at += uint8(name[at]) + 1) {
            address resolver = registry.resolver(namehash(name, at));
            if (resolver != address(0)) return resolver;
        }
        return address(0);
    }

    function namehash(bytes calldata name, uint256 offset) private pure returns (bytes32) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        return keccak256(abi.encodePacked(namehash(name, offset + length + 1), keccak256(name[offset + 1:offset + 1 + length])));
    }

    function withoutSelector(bytes memory data) private pure returns (bytes memory rest) {
        rest = new bytes(data.length - 4);
        for (uint256 i = 0; i < rest.length; i++) rest[i] = data[i + 4];
    }
}
