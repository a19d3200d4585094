// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice Test-only EIP-7702 delegate: the browser tests' wallet points its own account at this
/// code to answer EIP-5792 `wallet_sendCalls` with a truly atomic batch (approve + buy in one
/// transaction), as a wallet with smart accounts does. Run as the account's code, `address(this)`
/// is the account: the calls are made from it, and only it may ask for them.
contract TestBatchExecutor is IERC1271 {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// @notice Someone else than the account asked it to make calls.
    error OnlySelf(address caller);
    /// @notice Call `index` of the batch reverted with `reason`: the whole batch reverts with it.
    error CallFailed(uint256 index, bytes reason);

    /// @notice Makes `calls` in order from the account, all or none. Only the account itself may
    /// call it (a transaction it sends to itself): anyone else could spend what it holds.
    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert OnlySelf(msg.sender);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    /// @notice The account keeps its key: a signature is valid when that key signed the hash, as
    /// it was before delegation (sign-in and permits still verify).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError recoverError, ) = ECDSA.tryRecoverCalldata(hash, signature);
        return recoverError == ECDSA.RecoverError.NoError && signer == address(this)
            ? IERC1271.isValidSignature.selector
            : bytes4(0xffffffff);
    }

    /// @notice ETH sent to the account (a refund of an overpayment, a withdrawal) is accepted.
    receive() external payable {}
}
