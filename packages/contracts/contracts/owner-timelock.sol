// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @title Owner of Green Planet ECO: OpenZeppelin's TimelockController, unchanged
/// @notice Every owner function of EcoToken is called through this contract: a proposer
/// schedules the call, everyone can read it on the chain (CallScheduled), and it can run only
/// after `getMinDelay()` seconds. Proposers may cancel a pending call. There is no admin: only a
/// call through the timelock itself (so, after the delay) can change its roles or its delay.
contract OwnerTimelock is TimelockController {
    /// @param minDelay Seconds between scheduling a call and the earliest time it can run.
    /// @param proposers Accounts that may schedule and cancel calls (the team's wallet or multisig).
    /// @param executors Accounts that may run a call once it is ready (address(0) = anyone).
    constructor(
        uint256 minDelay,
        address[] memory proposers,
        address[] memory executors
    ) TimelockController(minDelay, proposers, executors, address(0)) {}
}
