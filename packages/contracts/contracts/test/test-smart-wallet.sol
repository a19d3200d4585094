// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice Test-only smart-contract wallet (ERC-1271) with one owner key: a signature is valid
/// when the owner signed the hash itself. The API's Sign-In with Ethereum tests sign in with it.
contract TestSmartWallet is IERC1271 {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        // tryRecover refuses malleable (high-s) signatures, as a real wallet should.
        (address signer, ECDSA.RecoverError recoverError, ) = ECDSA.tryRecoverCalldata(hash, signature);
        return recoverError == ECDSA.RecoverError.NoError && signer == owner
            ? IERC1271.isValidSignature.selector
            : bytes4(0xffffffff);
    }
}

/// @notice Test-only factory of TestSmartWallet at CREATE2 addresses known before deployment,
/// for ERC-6492 signatures of wallets that do not exist yet.
contract TestSmartWalletFactory {
    function createWallet(address owner, bytes32 salt) external returns (address wallet) {
        wallet = walletAddress(owner, salt);
        // Idempotent, as ERC-6492 expects of a factory: a second call returns the same wallet.
        if (wallet.code.length == 0) new TestSmartWallet{salt: salt}(owner);
    }

    function walletAddress(address owner, bytes32 salt) public view returns (address) {
        return
            Create2.computeAddress(
                salt,
                keccak256(abi.encodePacked(type(TestSmartWallet).creationCode, abi.encode(owner)))
            );
    }
}
