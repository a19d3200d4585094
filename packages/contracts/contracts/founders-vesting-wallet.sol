// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VestingWallet} from "@openzeppelin/contracts/finance/VestingWallet.sol";
import {VestingWalletCliff} from "@openzeppelin/contracts/finance/VestingWalletCliff.sol";

/// @title Founder's vesting wallet of Green Planet ECO
/// @notice OpenZeppelin's VestingWalletCliff, unchanged: nothing vests before the cliff, then the
/// allocation vests linearly from `start()` to `end()`, and only `owner()` (the founder) receives
/// what `release(token)` pays out. EcoToken creates one per founder in its constructor and mints
/// the founder's allocation to it, so the lock does not depend on anyone's promise.
contract FoundersVestingWallet is VestingWalletCliff {
    /// @param beneficiary The founder, who receives released tokens (and can hand the wallet on).
    /// @param startTimestamp When vesting starts (EcoToken passes its deployment time).
    /// @param durationSeconds Length of the whole schedule, cliff included.
    /// @param cliffSeconds Time after `startTimestamp` before which nothing vests.
    constructor(
        address beneficiary,
        uint64 startTimestamp,
        uint64 durationSeconds,
        uint64 cliffSeconds
    ) VestingWallet(beneficiary, startTimestamp, durationSeconds) VestingWalletCliff(cliffSeconds) {}
}
