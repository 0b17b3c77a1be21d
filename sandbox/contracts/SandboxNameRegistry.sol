// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The sandbox's account-name store, standing in for the profile service's: the MSW profile
/// handlers write a name once they have verified its signed registration, through the sandbox
/// relayer, and answer lookups, reverse lookups and suggestions from it. Put with anvil_setCode
/// (no constructor runs): the installer writes `relayer` into slot 0.
contract SandboxNameRegistry {
    struct Record {
        address owner;
        uint64 coinType;
        uint64 createdAt;
    }

    address private relayer;
    mapping(string => Record) private records;
    mapping(address => string[]) private names;

    function register(string calldata name, address owner, uint64 coinType) external {
        require(msg.sender == relayer, "relayer only");
        require(owner != address(0), "no owner");
        require(records[name].owner == address(0), "name taken");
        records[name] = Record(owner, coinType, uint64(block.timestamp));
        names[owner].push(name);
    }

    function recordOf(string calldata name) external view returns (address owner, uint64 coinType, uint64 createdAt) {
        Record storage record = records[name];
        return (record.owner, record.coinType, record.createdAt);
    }

    function namesOf(address owner) external view returns (string[] memory) {
        return names[owner];
    }
}
