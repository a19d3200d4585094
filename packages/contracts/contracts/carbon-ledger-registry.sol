// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title Published versions of Green Planet ECO's carbon credit ledger
/// @notice Each version of the ledger the site shows is published here as the keccak-256 hash
/// of its canonical JSON. Anyone can recompute the hash of the ledger a page shows and compare
/// it with the last published one, so an edit that was not published is visible.
/// @dev Publishing only records a hash: it moves no money, so the publisher acts at once. Who
/// the publisher is can change only through the owner (the OwnerTimelock, after its delay).
contract CarbonLedgerRegistry is Ownable2Step {
    /// @notice The longest `uri` a version may carry, in bytes.
    uint256 public constant MAX_URI_BYTES = 200;

    /// @notice The account that may publish new versions.
    address public publisher;
    /// @notice The number of versions published so far: the latest version's number (0 = none).
    uint256 public latestVersion;
    /// @notice The hash of the latest version's canonical JSON (zero before the first).
    bytes32 public latestHash;

    /// @notice Version `version` of the ledger, whose canonical JSON hashes to `ledgerHash`, was
    /// published by `publisher`; `uri` says where that JSON can be read.
    event LedgerPublished(
        uint256 indexed version,
        bytes32 indexed ledgerHash,
        address indexed publisher,
        string uri
    );
    /// @notice The publisher changed from `oldPublisher` to `newPublisher`.
    event PublisherUpdated(address oldPublisher, address newPublisher);

    /// @notice `account` is not the publisher.
    error NotPublisher(address account);
    /// @notice A version's hash may not be zero.
    error EmptyLedgerHash();
    /// @notice The uri is `length` bytes long; at most `max` are allowed.
    error UriTooLong(uint256 length, uint256 max);
    /// @notice The publisher may not be the zero address.
    error InvalidPublisher();

    /// @param initialOwner The owner (the OwnerTimelock on every deployment).
    /// @param initialPublisher The account that publishes versions (the team's wallet).
    constructor(address initialOwner, address initialPublisher) Ownable(initialOwner) {
        _setPublisher(initialPublisher);
    }

    /// @notice Publishes the next version of the ledger.
    /// @param ledgerHash keccak-256 of the version's canonical JSON.
    /// @param uri Where that JSON can be read (at most MAX_URI_BYTES bytes).
    /// @return version The new version's number.
    function publish(bytes32 ledgerHash, string calldata uri) external returns (uint256 version) {
        if (msg.sender != publisher) revert NotPublisher(msg.sender);
        if (ledgerHash == bytes32(0)) revert EmptyLedgerHash();
        if (bytes(uri).length > MAX_URI_BYTES) revert UriTooLong(bytes(uri).length, MAX_URI_BYTES);
        version = latestVersion + 1;
        latestVersion = version;
        latestHash = ledgerHash;
        emit LedgerPublished(version, ledgerHash, msg.sender, uri);
    }

    /// @notice Makes `newPublisher` the account that publishes versions.
    function setPublisher(address newPublisher) external onlyOwner {
        _setPublisher(newPublisher);
    }

    function _setPublisher(address newPublisher) private {
        if (newPublisher == address(0)) revert InvalidPublisher();
        address oldPublisher = publisher;
        publisher = newPublisher;
        emit PublisherUpdated(oldPublisher, newPublisher);
    }
}
