// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A small ENS for tests: one contract serving as the registry (EIP-137 `resolver(node)`) and as
/// the resolver of every node it knows (`addr`, `name` for reverse records, `text`). Anyone may
/// write; it exists to give a local chain the reads ENS clients make.
contract TestEns {
    mapping(bytes32 => bool) private known;
    mapping(bytes32 => address) private addrs;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;
    mapping(bytes32 => address) private resolvers;

    /// Hands a node to another resolver (an offchain one, for names under it).
    function setResolver(bytes32 node, address value) external {
        resolvers[node] = value;
    }

    function setAddr(bytes32 node, address value) external {
        known[node] = true;
        addrs[node] = value;
    }

    function setName(bytes32 node, string calldata value) external {
        known[node] = true;
        names[node] = value;
    }

    function setText(bytes32 node, string calldata key, string calldata value) external {
        known[node] = true;
        texts[node][key] = value;
    }

    function resolver(bytes32 node) external view returns (address) {
        if (resolvers[node] != address(0)) return resolvers[node];
        return known[node] ? address(this) : address(0);
    }

    function addr(bytes32 node) external view returns (address) {
        return addrs[node];
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }
}
