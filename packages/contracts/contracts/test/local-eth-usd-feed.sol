// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MockV3Aggregator} from "@chainlink/contracts/src/v0.8/tests/MockV3Aggregator.sol";

/// @title Local ETH/USD price feed (local chain only)
/// @notice Chainlink's own test aggregator (`MockV3Aggregator` from @chainlink/contracts),
/// unchanged: the local chain (31337) has no Chainlink network, so the deploy script puts this
/// at the place of the real ETH/USD aggregator. It answers `latestRoundData()` and `decimals()`
/// as the real feed does, but its answer is a sample price that anyone may set with
/// `updateAnswer`: the site labels figures from it as a local mock price.
/// @dev Declared here because the build keeps artifacts only for sources under contracts/.
contract LocalEthUsdFeed is MockV3Aggregator {
    /// @param decimals_ Decimals of the answer (Chainlink's USD feeds use 8).
    /// @param initialAnswer The first answer, in units of 10^-decimals_ USD per ETH.
    constructor(uint8 decimals_, int256 initialAnswer) MockV3Aggregator(decimals_, initialAnswer) {}
}
