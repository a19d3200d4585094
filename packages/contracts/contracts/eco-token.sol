// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {FoundersVestingWallet} from "./founders-vesting-wallet.sol";

/// @title Green Planet ECO
/// @notice ERC-20 with a three-stage token sale (partners, private, public) paid in ETH or USDC,
/// referral rewards, fees on market-pair trades and anti-whale limits. Every purchase can be
/// withdrawn within its window and is refunded if its stage misses its minimum or is cancelled;
/// until then its payment stays in this contract (docs/decisions/0032).
/// @dev All token amounts are in base units (18 decimals) everywhere; prices are in the paying
/// asset's base units (wei, or USDC's 6 decimals) per whole ECO (1e18 base units). Allocations
/// that are sold are minted on purchase, the rest at deployment.
contract EcoToken is ERC20, Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Sale stages. The numeric values are part of the ABI (uint8).
    enum Stage {
        Partners,
        Private,
        Public
    }

    /// @notice What a purchase was paid with. The numeric values are part of the ABI (uint8).
    enum Asset {
        Eth,
        Usdc
    }

    /// @notice Where a purchase stands. Held: its payment is in this contract and may still go
    /// back. Released: final; its payment may go to the fund wallet and its referral reward was
    /// paid. Withdrawn, Refunded: the tokens were burned and the payment returned.
    enum PurchaseStatus {
        Held,
        Released,
        Withdrawn,
        Refunded
    }

    /// @notice A stage's minimum raise: None (no minimum), Pending (its deadline is ahead), Met,
    /// or Missed (every purchase in the stage may be refunded).
    enum MinimumState {
        None,
        Pending,
        Met,
        Missed
    }

    /// @notice One purchase, as `purchaseOf` returns it. Three storage slots.
    struct Purchase {
        address buyer;
        Asset asset;
        PurchaseStatus status;
        /// @notice Until this time (seconds since the epoch, exclusive) the buyer may withdraw.
        uint64 withdrawableUntil;
        /// @notice Tokens bought, in base units.
        uint128 amount;
        /// @notice What was paid, in the asset's base units (overpaid ETH was sent back at once).
        uint128 cost;
        /// @notice Rewarded referrer (zero address: none); the reward is minted on release.
        address referrer;
        uint96 reward;
    }

    /// @notice A stage's minimum raise: at least `amount` base units sold by purchases made before
    /// `deadline` and not withdrawn before it (0, 0: no minimum).
    struct MinimumRaise {
        uint128 amount;
        uint64 deadline;
    }

    /// @notice Constructor arguments, grouped in a struct so every chain gets its own values.
    struct Config {
        address owner;
        address fundWallet;
        address communityWallet;
        address ecosystemWallet;
        address listingWallet;
        address marketingWallet;
        address[3] foundersWallets;
        uint256 tokenPriceForPartners;
        uint256 tokenPriceForPrivate;
        uint256 tokenPriceForPublic;
        uint256 buyFee;
        uint256 sellFee;
        uint256 maxTransferRate;
        uint256 maxTransferRateBuy;
        uint256 referralRewardBps;
        bytes32 merkleRootOfPartners;
        /// @notice Founders' vesting: nothing vests for `foundersVestingCliff` seconds after
        /// deployment, then linearly until `foundersVestingDuration` seconds after it.
        uint64 foundersVestingCliff;
        uint64 foundersVestingDuration;
        /// @notice The most one address may buy in each stage, in base units (owner-adjustable).
        uint256 walletCap;
        /// @notice May close a sale stage at once, and do nothing else (zero address: nobody).
        address saleGuardian;
        /// @notice Stages open from deployment on (partners, private, public), e.g. on a test chain.
        bool[3] openStages;
        /// @notice Seconds a buyer may withdraw a purchase after making it (MiCA Art. 13(1): 14
        /// days); 0 turns the right off. Fixed for the life of the contract.
        uint64 withdrawalPeriod;
        /// @notice The USDC contract of this chain (zero address: the sale takes ETH only).
        address usdc;
        /// @notice USDC price of each stage in USDC base units per whole ECO (0: not sold for USDC).
        uint256[3] usdcPrices;
        /// @notice Each stage's minimum raise; fixed for the life of the contract.
        MinimumRaise[3] minimumRaises;
    }

    // ---------------------------------------------------------------- constants

    /// @notice Hard cap of the supply: 500,000,000 ECO.
    uint256 public constant maxSupply = 500_000_000 ether;

    // Shares are per mille of maxSupply and add up to exactly 1000, which is what keeps the
    // supply at or below the cap without a separate check on every mint.
    uint256 public constant privateSaleShare = 340;
    uint256 public constant publicSaleShare = 230;
    uint256 public constant ecosystemShare = 120;
    uint256 public constant communityShare = 100;
    uint256 public constant foundersShare = 100;
    uint256 public constant listingShare = 70;
    uint256 public constant partnersShare = 20;
    uint256 public constant marketingShare = 20;

    /// @notice Fee caps, per mille of the traded amount.
    uint256 public constant maxBuyFee = 20;
    uint256 public constant maxSellFee = 30;
    /// @notice Referral reward cap, in basis points of the tokens bought.
    uint256 public constant maxReferralRewardBps = 2000;

    uint256 private constant _PER_MILLE = 1000;
    uint256 private constant _BPS = 10_000;
    uint256 private constant _FOUNDER_1 = 16_666_667 ether;
    uint256 private constant _FOUNDER_2 = 16_666_667 ether;
    /// @dev The longest withdrawal period a deployment may set: a year, far above the law's 14
    /// days, only to refuse a typo that would hold the funds for good.
    uint64 private constant _MAX_WITHDRAWAL_PERIOD = 365 days;

    // ---------------------------------------------------------------- storage

    address public immutable communityWallet;
    address public immutable ecosystemWallet;
    address public immutable listingWallet;
    address public immutable marketingWallet;
    address private immutable _founder0;
    address private immutable _founder1;
    address private immutable _founder2;
    address private immutable _foundersVesting0;
    address private immutable _foundersVesting1;
    address private immutable _foundersVesting2;
    /// @notice Seconds a buyer may withdraw a purchase after making it (0: no withdrawal right).
    uint64 public immutable withdrawalPeriod;
    /// @notice The USDC contract the sale takes (zero address: ETH only).
    IERC20 public immutable usdc;
    address public fundWallet;
    /// @notice The one account besides the owner that may close a sale stage, at once: closing is
    /// protective, so it need not wait for the owner's timelock. It can do nothing else.
    address public saleGuardian;

    uint256 public buyFee;
    uint256 public sellFee;
    bool public tradingEnabled;
    bool public maxTransactionLimitEnabled;
    uint256 public maxTransferRate;
    uint256 public maxTransferRateBuy;
    uint256 public referralRewardBps;
    bytes32 public merkleRootOfPartners;

    /// @notice Sum of the costs of all ETH purchases, in wei (withdrawn and refunded ones too).
    uint256 public totalRaised;
    /// @notice Sum of all ETH sent to the fund wallet by withdraw, in wei.
    uint256 public totalWithdrawn;
    /// @notice The latest withdrawal deadline of any purchase: trading cannot be enabled before it,
    /// so no buyer's window is cut short (MiCA Art. 13(4) would end it for later purchases only).
    uint64 public latestWithdrawalDeadline;
    /// @notice How many purchases the sale has had, in every stage (withdrawn ones included).
    /// @dev Shares latestWithdrawalDeadline's slot and changes with every purchase, so the slot's
    /// write costs the same whether the deadline moved or not: a gas estimate made in the same
    /// second as the last purchase is enough when the purchase is mined later.
    uint64 public totalPurchases;

    mapping(address account => bool) public isExcludedFromFees;
    mapping(address account => bool) public isExcludedFromLimits;
    mapping(address pair => bool) public isMarketPair;

    uint256[3] private _sold;
    uint256[3] private _walletCap;
    mapping(address account => uint256[3]) private _bought;
    uint256[3] private _price;
    /// @dev One slot per stage: read once by every purchase.
    struct SaleWindow {
        /// Opened by hand (setSaleOpen).
        bool open;
        /// Opens by itself at this time (seconds since the epoch); 0 = only by hand.
        uint64 opensAt;
        /// Closes by itself at this time; 0 = only by hand.
        uint64 closesAt;
        /// Cancelled for good: no more buying, every purchase refundable.
        bool cancelled;
        /// Finalized by the owner: it can no longer be cancelled, and its purchases may be released.
        bool finalized;
    }

    SaleWindow[3] private _window;

    uint256[3] private _usdcPrice;
    MinimumRaise[3] private _minimum;
    /// @dev Per stage: base units bought by purchases made before the minimum's deadline, less
    /// those withdrawn before it; frozen at the deadline.
    uint256[3] private _countedForMinimum;
    Purchase[][3] private _purchases;
    /// @dev Per stage: purchases before this index are released, withdrawn or refunded.
    uint256[3] private _releaseCursor;
    /// @dev Per asset: the payments of all held purchases, which never leave but to their buyer.
    uint256[2] private _held;
    /// @dev Per asset: the payments returned to buyers, and (for USDC) raised and withdrawn.
    uint256[2] private _returned;
    uint256 private _usdcRaised;
    uint256 private _usdcWithdrawn;

    // ---------------------------------------------------------------- events

    /// @notice Purchase `index` of `stage`: `amount` bought for `cost` in `asset`; `reward` reserved
    /// for `referrer` (zero address and 0 without a referral), minted when the purchase is released.
    /// The buyer may withdraw it until `withdrawableUntil` (equal to the block time: no right).
    event TokensPurchased(
        address indexed buyer,
        Stage indexed stage,
        address indexed referrer,
        uint256 index,
        Asset asset,
        uint256 amount,
        uint256 cost,
        uint256 reward,
        uint64 withdrawableUntil
    );
    /// @notice Purchase `index` of `stage` was undone: its `amount` burned from `buyer` and `cost`
    /// in `asset` sent back; `status` says why (Withdrawn within its window, or Refunded).
    event PurchaseReturned(
        address indexed buyer,
        Stage indexed stage,
        uint256 indexed index,
        Asset asset,
        uint256 amount,
        uint256 cost,
        PurchaseStatus status
    );
    /// @notice Purchases `fromIndex` up to (not including) `toIndex` of `stage` were settled: the
    /// held ones among them were released, with `ethReleased` wei and `usdcReleased` USDC.
    event PurchasesReleased(
        Stage indexed stage,
        uint256 fromIndex,
        uint256 toIndex,
        uint256 ethReleased,
        uint256 usdcReleased
    );
    /// @notice The referral reward of purchase `index` of `stage` was minted to `referrer`.
    event ReferralRewardPaid(Stage indexed stage, uint256 indexed index, address indexed referrer, uint256 reward);
    /// @notice `stage` was cancelled: it sells no more and every purchase in it may be refunded.
    event StageCancelled(Stage indexed stage);
    /// @notice `stage` was finalized: it can no longer be cancelled, and its purchases past their
    /// withdrawal windows may be released.
    event StageFinalized(Stage indexed stage);
    /// @notice A stage's minimum raise, set at deployment (0, 0: none).
    event MinimumRaiseSet(Stage indexed stage, uint256 amount, uint64 deadline);
    /// @notice A stage's USDC price changed (USDC base units per whole ECO; 0: not sold for USDC).
    event UsdcPriceUpdated(Stage indexed stage, uint256 oldPrice, uint256 newPrice);
    /// @notice The owner minted `amount` out of `stage`'s unsold allocation to `to`.
    event OwnerMinted(Stage indexed stage, address indexed to, uint256 amount, uint256 oldSold, uint256 newSold);
    /// @notice The buy and sell fees on market-pair trades changed (per mille).
    event FeesUpdated(uint256 oldBuyFee, uint256 oldSellFee, uint256 newBuyFee, uint256 newSellFee);
    /// @notice Pair trading was enabled (it can never be disabled).
    event TradingEnabledUpdated(bool oldValue, bool newValue);
    /// @notice The per-trade limits were switched on or off.
    event MaxTransactionLimitEnabledUpdated(bool oldValue, bool newValue);
    /// @notice The per-trade limits changed (per mille of maxSupply; sells, buys).
    event MaxTransferRatesUpdated(uint256 oldRate, uint256 oldRateBuy, uint256 newRate, uint256 newRateBuy);
    /// @notice `account` was excluded from, or included in, the fees (and the pre-trading lock).
    event ExcludedFromFeesUpdated(address indexed account, bool oldValue, bool newValue);
    /// @notice `account` was excluded from, or included in, the per-trade limits.
    event ExcludedFromLimitsUpdated(address indexed account, bool oldValue, bool newValue);
    /// @notice `pair` was registered as, or removed from, the market pairs.
    event MarketPairUpdated(address indexed pair, bool oldValue, bool newValue);
    /// @notice The partners list's merkle root changed.
    event MerkleRootOfPartnersUpdated(bytes32 oldRoot, bytes32 newRoot);
    /// @notice A stage's price changed (wei per whole ECO).
    event TokenPriceUpdated(Stage indexed stage, uint256 oldPrice, uint256 newPrice);
    /// @notice A stage was opened or closed by hand.
    event SaleOpenUpdated(Stage indexed stage, bool oldValue, bool newValue);
    /// @notice A stage's automatic opening or closing time changed (0 = by hand only).
    event SaleScheduleUpdated(
        Stage indexed stage,
        uint64 oldOpensAt,
        uint64 oldClosesAt,
        uint64 newOpensAt,
        uint64 newClosesAt
    );
    /// @notice The referral reward changed (basis points of the tokens bought).
    event ReferralRewardBpsUpdated(uint256 oldBps, uint256 newBps);
    /// @notice The wallet receiving fees and withdrawn ETH changed.
    event FundWalletUpdated(address oldWallet, address newWallet);
    /// @notice `amount` of sale proceeds in `asset` went to the fund wallet `to`.
    event Withdrawn(
        Asset indexed asset,
        address indexed to,
        uint256 amount,
        uint256 oldTotalWithdrawn,
        uint256 newTotalWithdrawn
    );
    /// @notice The sale guardian, who may close stages at once, changed.
    event SaleGuardianUpdated(address oldGuardian, address newGuardian);
    /// @notice The most one address may buy in `stage` changed.
    event WalletCapUpdated(Stage indexed stage, uint256 oldCap, uint256 newCap);
    /// @notice A founder's allocation was minted to a vesting wallet this contract created.
    /// @param beneficiary The founder, to whom the vesting wallet releases the tokens.
    /// @param vestingWallet The FoundersVestingWallet holding the allocation.
    /// @param amount Tokens minted to it, in base units.
    /// @param start Vesting start (the deployment time), in seconds since the epoch.
    /// @param cliff Time before which nothing vests, in seconds since the epoch.
    /// @param end Time at which everything has vested, in seconds since the epoch.
    event FoundersVestingCreated(
        address indexed beneficiary,
        address indexed vestingWallet,
        uint256 amount,
        uint64 start,
        uint64 cliff,
        uint64 end
    );

    // ---------------------------------------------------------------- errors

    /// @notice `stage` is not open for purchases now.
    error SaleClosed(Stage stage);
    /// @notice The caller and the allocation are not a leaf of the partners list's merkle root.
    error NotAPartner();
    /// @notice Only the owner or the sale guardian may close a stage.
    error NotOwnerOrSaleGuardian(address account);
    /// @notice A sale schedule's closing time must come after its opening time.
    error InvalidSaleSchedule(uint64 opensAt, uint64 closesAt);
    /// @notice An amount of 0 was given where something must be bought or minted.
    error ZeroAmount();
    /// @notice The zero address was given where a real address is needed.
    error ZeroAddress();
    /// @notice More was asked of a stage than is left of its allocation.
    error ExceedsRemainingAllocation(uint256 requested, uint256 remaining);
    /// @notice Less ETH was sent than the purchase costs.
    error InsufficientPayment(uint256 cost, uint256 paid);
    /// @notice ETH owed to the buyer (an overpayment, a withdrawal, a refund) could not be sent.
    error RefundFailed();
    /// @notice A transfer between wallets not excluded from fees before trading was enabled.
    error TradingNotEnabled();
    /// @notice Trading is already enabled.
    error TradingAlreadyEnabled();
    /// @notice A market-pair trade above the per-trade limit.
    error ExceedsMaxTransaction(uint256 amount, uint256 max);
    /// @notice A fee above its hard cap (maxBuyFee, maxSellFee).
    error FeeAboveCap(uint256 fee, uint256 cap);
    /// @notice A per-trade limit of 0 or above 1000 per mille.
    error InvalidRate(uint256 rate);
    /// @notice A referral reward above maxReferralRewardBps.
    error ReferralRewardAboveCap(uint256 bps, uint256 cap);
    /// @notice A price of 0.
    error InvalidPrice();
    /// @notice Nothing the contract holds is past every buyer's claim.
    error NothingToWithdraw();
    /// @notice There is no purchase `index` in `stage`.
    error UnknownPurchase(Stage stage, uint256 index);
    /// @notice Only the buyer of a purchase may withdraw it or claim its refund.
    error NotYourPurchase(address buyer);
    /// @notice The purchase was already released, withdrawn or refunded.
    error PurchaseSettled(PurchaseStatus status);
    /// @notice The purchase's withdrawal window ended at `withdrawableUntil`.
    error WithdrawalWindowClosed(uint64 withdrawableUntil);
    /// @notice Refunds are for a cancelled stage or one that missed its minimum raise.
    error NotRefundable(Stage stage);
    /// @notice The buyer holds `balance`, less than the `amount` the purchase bought, which must
    /// come back with the payment.
    error PurchasedTokensNotHeld(uint256 amount, uint256 balance);
    /// @notice `stage` was cancelled: it cannot be opened, scheduled, sold or minted from.
    error StageIsCancelled(Stage stage);
    /// @notice `stage` was finalized: it can no longer be cancelled, nor finalized again.
    error StageAlreadyFinalized(Stage stage);
    /// @notice Purchases of `stage` are released only once the owner finalized it, and only when
    /// its minimum raise is met (or it has none).
    error StageNotReleasable(Stage stage, bool finalized, MinimumState state);
    /// @notice A stage cannot be cancelled once trading is enabled: its buyers could then hand back
    /// at the sale price tokens bought for less on the market.
    error CancelAfterTradingEnabled(Stage stage);
    /// @notice Trading cannot be enabled before `until`, the end of the last withdrawal window.
    error WithdrawalWindowsOpen(uint64 until);
    /// @notice Trading cannot be enabled while `stage`'s minimum raise is still pending.
    error MinimumRaisePending(Stage stage);
    /// @notice A minimum raise needs both an amount within the stage's allocation and a deadline.
    error InvalidMinimumRaise(Stage stage, uint256 amount, uint64 deadline);
    /// @notice A withdrawal period above the longest allowed.
    error InvalidWithdrawalPeriod(uint64 period);
    /// @notice This deployment takes no USDC.
    error UsdcNotAccepted();
    /// @notice `stage` has no USDC price: it is sold for ETH only.
    error NoUsdcPrice(Stage stage);
    /// @notice The sale may spend `allowance` of the buyer's USDC, less than the `cost`.
    error InsufficientUsdcAllowance(uint256 cost, uint256 allowance);
    /// @notice A referrer must have bought ECO themselves and not be the buyer.
    error IneligibleReferrer(address referrer);
    /// @notice `stage` pays no referral rewards.
    error NoReferralsInStage(Stage stage);
    /// @notice The fund wallet did not accept the ETH.
    error WithdrawFailed();
    /// @notice Ownership can never go to the zero address.
    error RenounceOwnershipDisabled();
    /// @notice `account` is not a Uniswap V2 style pair holding this token (no code, or neither
    /// `token0()` nor `token1()` is this contract), so it cannot be registered as a market pair.
    error NotAPairOfThisToken(address account);
    /// @notice This purchase would take the buyer past the stage's cap per wallet; `remaining` is
    /// what the buyer may still buy there.
    error ExceedsWalletCap(Stage stage, uint256 requested, uint256 remaining);
    /// @notice A cap per wallet must be more than zero (closing a stage is what stops buying).
    error InvalidWalletCap();
    /// @notice The founders' vesting schedule is empty or its cliff is longer than the schedule.
    error InvalidVestingSchedule(uint64 cliffSeconds, uint64 durationSeconds);

    constructor(Config memory config) ERC20("Green Planet ECO", "ECO") Ownable(config.owner) {
        if (
            config.fundWallet == address(0) ||
            config.communityWallet == address(0) ||
            config.ecosystemWallet == address(0) ||
            config.listingWallet == address(0) ||
            config.marketingWallet == address(0) ||
            config.foundersWallets[0] == address(0) ||
            config.foundersWallets[1] == address(0) ||
            config.foundersWallets[2] == address(0)
        ) revert ZeroAddress();
        if (config.foundersVestingDuration == 0 || config.foundersVestingCliff > config.foundersVestingDuration) {
            revert InvalidVestingSchedule(config.foundersVestingCliff, config.foundersVestingDuration);
        }

        communityWallet = config.communityWallet;
        ecosystemWallet = config.ecosystemWallet;
        listingWallet = config.listingWallet;
        marketingWallet = config.marketingWallet;
        _founder0 = config.foundersWallets[0];
        _founder1 = config.foundersWallets[1];
        _founder2 = config.foundersWallets[2];

        // Internal setters are used so the initial configuration shows up in the event log too.
        _setFundWallet(config.fundWallet);
        _setFees(config.buyFee, config.sellFee);
        _setMaxTransferRates(config.maxTransferRate, config.maxTransferRateBuy);
        _setMaxTransactionLimitEnabled(true);
        _setReferralRewardBps(config.referralRewardBps);
        _setTokenPrice(Stage.Partners, config.tokenPriceForPartners);
        _setTokenPrice(Stage.Private, config.tokenPriceForPrivate);
        _setTokenPrice(Stage.Public, config.tokenPriceForPublic);
        _setMerkleRootOfPartners(config.merkleRootOfPartners);
        _setWalletCap(Stage.Partners, config.walletCap);
        _setWalletCap(Stage.Private, config.walletCap);
        _setWalletCap(Stage.Public, config.walletCap);
        _setSaleGuardian(config.saleGuardian);
        if (config.withdrawalPeriod > _MAX_WITHDRAWAL_PERIOD) revert InvalidWithdrawalPeriod(config.withdrawalPeriod);
        withdrawalPeriod = config.withdrawalPeriod;
        usdc = IERC20(config.usdc);
        for (uint256 i = 0; i < 3; ++i) {
            Stage stage = Stage(i);
            if (config.openStages[i]) _setSaleOpen(stage, true);
            if (config.usdcPrices[i] != 0) _setUsdcPrice(stage, config.usdcPrices[i]);
            MinimumRaise memory minimum = config.minimumRaises[i];
            // Both or neither; a minimum above the allocation could never be met.
            if (
                (minimum.amount == 0) != (minimum.deadline == 0) ||
                minimum.amount > allocationOf(stage) ||
                (minimum.deadline != 0 && minimum.deadline <= block.timestamp)
            ) revert InvalidMinimumRaise(stage, minimum.amount, minimum.deadline);
            _minimum[i] = minimum;
            emit MinimumRaiseSet(stage, minimum.amount, minimum.deadline);
        }

        // The listing wallet provides the initial liquidity, which must be possible before trading
        // is enabled and without fees or limits.
        address[4] memory excluded = [config.owner, address(this), config.fundWallet, config.listingWallet];
        for (uint256 i = 0; i < excluded.length; ++i) {
            _setExcludedFromFees(excluded[i], true);
            _setExcludedFromLimits(excluded[i], true);
        }

        _mint(config.communityWallet, _share(communityShare));
        _mint(config.ecosystemWallet, _share(ecosystemShare));
        _mint(config.listingWallet, _share(listingShare));
        _mint(config.marketingWallet, _share(marketingShare));
        // The founders' allocation is never minted to the founders: each part goes to a vesting
        // wallet created right here, so buyers can check the lock on the chain.
        uint256[3] memory founderAmounts = [_FOUNDER_1, _FOUNDER_2, _share(foundersShare) - _FOUNDER_1 - _FOUNDER_2];
        address[3] memory vesting;
        for (uint256 i = 0; i < 3; ++i) {
            vesting[i] = _createFoundersVesting(
                config.foundersWallets[i],
                founderAmounts[i],
                config.foundersVestingCliff,
                config.foundersVestingDuration
            );
        }
        _foundersVesting0 = vesting[0];
        _foundersVesting1 = vesting[1];
        _foundersVesting2 = vesting[2];
    }

    function _createFoundersVesting(
        address beneficiary,
        uint256 amount,
        uint64 cliffSeconds,
        uint64 durationSeconds
    ) private returns (address wallet) {
        uint64 start = uint64(block.timestamp);
        wallet = address(new FoundersVestingWallet(beneficiary, start, durationSeconds, cliffSeconds));
        _mint(wallet, amount);
        emit FoundersVestingCreated(beneficiary, wallet, amount, start, start + cliffSeconds, start + durationSeconds);
    }

    // ---------------------------------------------------------------- sales

    /// @notice The buyer's signature of an EIP-2612 permit for the sale to spend their USDC.
    struct PermitSignature {
        uint256 value;
        uint256 deadline;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    /// @notice Buys `amount` base units in the private sale for ETH; overpayment is sent back.
    function privateSale(uint256 amount) external payable nonReentrant {
        _purchase(Stage.Private, Asset.Eth, amount, address(0), type(uint256).max);
    }

    /// @notice Buys in the private sale for ETH and rewards `referrer`, who must have bought ECO,
    /// out of the same allocation and the buyer's cap.
    function privateSale(uint256 amount, address referrer) external payable nonReentrant {
        _purchase(Stage.Private, Asset.Eth, amount, referrer, type(uint256).max);
    }

    /// @notice Buys `amount` base units in the public sale for ETH; overpayment is sent back.
    function publicSale(uint256 amount) external payable nonReentrant {
        _purchase(Stage.Public, Asset.Eth, amount, address(0), type(uint256).max);
    }

    /// @notice Buys in the public sale for ETH and rewards `referrer`, who must have bought ECO,
    /// out of the same allocation and the buyer's cap.
    function publicSale(uint256 amount, address referrer) external payable nonReentrant {
        _purchase(Stage.Public, Asset.Eth, amount, referrer, type(uint256).max);
    }

    /// @notice Buys in the partners sale for ETH. `(msg.sender, allocation)` must be a leaf of
    /// merkleRootOfPartners; the partner may buy up to `allocation` in all (and never more than
    /// the stage's cap per wallet). The partners stage pays no referral rewards.
    function mintForPartners(
        bytes32[] calldata merkleProof,
        uint256 allocation,
        uint256 amount
    ) external payable nonReentrant {
        _requirePartner(allocation, merkleProof);
        _purchase(Stage.Partners, Asset.Eth, amount, address(0), allocation);
    }

    /// @notice Buys `amount` in `stage` for USDC the buyer approved to this contract beforehand
    /// (or in the same batch). `allocation` and `merkleProof` are the partner's leaf in the
    /// partners stage and ignored in the others.
    function buyWithUsdc(
        Stage stage,
        uint256 amount,
        address referrer,
        uint256 allocation,
        bytes32[] calldata merkleProof
    ) external nonReentrant {
        _buyWithUsdc(stage, amount, referrer, allocation, merkleProof);
    }

    /// @notice As buyWithUsdc, with the USDC allowance given by the buyer's EIP-2612 permit in the
    /// same transaction: one signature and one transaction.
    /// @dev The permit is tried, not required: if someone submitted it first (a known way to make
    /// permit transactions fail), the allowance it set is used all the same.
    function buyWithUsdcPermit(
        Stage stage,
        uint256 amount,
        address referrer,
        uint256 allocation,
        bytes32[] calldata merkleProof,
        PermitSignature calldata permit
    ) external nonReentrant {
        if (address(usdc) == address(0)) revert UsdcNotAccepted();
        try
            IERC20Permit(address(usdc)).permit(
                msg.sender,
                address(this),
                permit.value,
                permit.deadline,
                permit.v,
                permit.r,
                permit.s
            )
        {} catch {} // solhint-disable-line no-empty-blocks
        _buyWithUsdc(stage, amount, referrer, allocation, merkleProof);
    }

    function _buyWithUsdc(
        Stage stage,
        uint256 amount,
        address referrer,
        uint256 allocation,
        bytes32[] calldata merkleProof
    ) private {
        if (address(usdc) == address(0)) revert UsdcNotAccepted();
        uint256 ownLimit = type(uint256).max;
        if (stage == Stage.Partners) {
            _requirePartner(allocation, merkleProof);
            ownLimit = allocation;
        }
        _purchase(stage, Asset.Usdc, amount, referrer, ownLimit);
    }

    /// @notice Owner mint out of a sale stage's unsold allocation (e.g. an off-chain settlement).
    /// @dev Counts as sold in that stage, so the cap and the stage allocation still hold.
    function mint(Stage stage, address to, uint256 amount) external onlyOwner {
        if (amount == 0) revert ZeroAmount();
        if (to == address(0)) revert ZeroAddress();
        if (_window[uint8(stage)].cancelled) revert StageIsCancelled(stage);
        uint256 oldSold = _sold[uint8(stage)];
        _consumeAllocation(stage, amount);
        _mint(to, amount);
        emit OwnerMinted(stage, to, amount, oldSold, _sold[uint8(stage)]);
    }

    /// @notice Cost and referral reward of buying `amount` in `stage` with `asset`: the cost in the
    /// asset's base units, the reward in ECO base units (minted to the referrer on release).
    /// @dev The cost rounds up; the reward rounds down. Reverts for a referrer who may not refer
    /// (IneligibleReferrer, NoReferralsInStage) and for a stage without a USDC price (NoUsdcPrice).
    function quote(
        Stage stage,
        Asset asset,
        uint256 amount,
        address buyer,
        address referrer
    ) public view returns (uint256 cost, uint256 reward) {
        uint256 price = priceOf(stage, asset);
        if (price == 0) revert NoUsdcPrice(stage);
        cost = Math.mulDiv(amount, price, 1 ether, Math.Rounding.Ceil);
        if (referrer != address(0)) {
            // Partners are chosen by the team, not found through referrals; a reward there would
            // only move partner allocation to a second wallet (docs/decisions/0033).
            if (stage == Stage.Partners) revert NoReferralsInStage(stage);
            if (!isEligibleReferrer(referrer, buyer)) revert IneligibleReferrer(referrer);
            reward = (amount * referralRewardBps) / _BPS;
        }
    }

    /// @notice Whether `referrer` may be named by `buyer`: someone else who holds a purchase of
    /// their own (bought and not withdrawn or refunded) in any stage.
    function isEligibleReferrer(address referrer, address buyer) public view returns (bool) {
        if (referrer == buyer || referrer == address(this) || referrer == address(0)) return false;
        uint256[3] storage bought = _bought[referrer];
        return bought[0] != 0 || bought[1] != 0 || bought[2] != 0;
    }

    /// @notice Whether `(account, allocation)` with `merkleProof` is a leaf of the partners list,
    /// in OpenZeppelin StandardMerkleTree format: keccak256(keccak256(abi.encode(account, allocation))).
    function isPartner(
        address account,
        uint256 allocation,
        bytes32[] calldata merkleProof
    ) public view returns (bool) {
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(account, allocation))));
        return merkleRootOfPartners != bytes32(0) && MerkleProof.verifyCalldata(merkleProof, merkleRootOfPartners, leaf);
    }

    function _requirePartner(uint256 allocation, bytes32[] calldata merkleProof) private view {
        if (!isPartner(msg.sender, allocation, merkleProof)) revert NotAPartner();
    }

    /// @param ownLimit The buyer's own limit in the stage (a partner's allocation), or max.
    function _purchase(Stage stage, Asset asset, uint256 amount, address referrer, uint256 ownLimit) private {
        if (!isSaleOpen(stage)) revert SaleClosed(stage);
        if (amount == 0) revert ZeroAmount();
        (uint256 cost, uint256 reward) = quote(stage, asset, amount, msg.sender, referrer);
        if (reward == 0) referrer = address(0);
        _countAgainstLimits(stage, amount, reward, ownLimit);
        _record(stage, asset, amount, cost, referrer, reward);
        _mint(msg.sender, amount);
        if (asset == Asset.Usdc) {
            _usdcRaised += cost;
            uint256 allowance = usdc.allowance(msg.sender, address(this));
            if (allowance < cost) revert InsufficientUsdcAllowance(cost, allowance);
            usdc.safeTransferFrom(msg.sender, address(this), cost);
        } else {
            if (msg.value < cost) revert InsufficientPayment(cost, msg.value);
            totalRaised += cost;
            _sendEth(msg.sender, msg.value - cost);
        }
    }

    function _countAgainstLimits(Stage stage, uint256 amount, uint256 reward, uint256 ownLimit) private {
        // The reward counts against the buyer's cap (or partner allocation) as what they bought
        // does: naming a second wallet of one's own as referrer moves no one past a limit.
        uint256 counted = amount + reward;
        uint256 already = _bought[msg.sender][uint8(stage)];
        uint256 cap = Math.min(_walletCap[uint8(stage)], ownLimit);
        uint256 left = already >= cap ? 0 : cap - already;
        if (counted > left) revert ExceedsWalletCap(stage, counted, left);
        _bought[msg.sender][uint8(stage)] = already + counted;
        _consumeAllocation(stage, counted);
        if (block.timestamp < _minimum[uint8(stage)].deadline) _countedForMinimum[uint8(stage)] += amount;
    }

    function _record(Stage stage, Asset asset, uint256 amount, uint256 cost, address referrer, uint256 reward) private {
        uint64 until = _withdrawalDeadline(stage);
        // Both in one slot, written on every purchase (see totalPurchases).
        latestWithdrawalDeadline = _max64(latestWithdrawalDeadline, until);
        totalPurchases += 1;
        Purchase[] storage purchases = _purchases[uint8(stage)];
        emit TokensPurchased(msg.sender, stage, referrer, purchases.length, asset, amount, cost, reward, until);
        purchases.push(
            Purchase({
                buyer: msg.sender,
                asset: asset,
                status: PurchaseStatus.Held,
                withdrawableUntil: until,
                // No sale amount or payment comes near these widths (the stage's allocation, all
                // ether in existence); SafeCast makes that a checked fact, not an assumption.
                amount: SafeCast.toUint128(amount),
                cost: SafeCast.toUint128(cost),
                referrer: referrer,
                reward: SafeCast.toUint96(reward)
            })
        );
        _held[uint8(asset)] += cost;
    }

    /// @dev The right of withdrawal (MiCA Art. 13): `withdrawalPeriod` (14 days) from now, but not
    /// past the end of a time-limited offer (13(5)), and none once the token trades (13(4)). Fixed
    /// in the purchase, so no later change of schedule can shorten it.
    function _withdrawalDeadline(Stage stage) private view returns (uint64 until) {
        until = uint64(block.timestamp);
        if (tradingEnabled || withdrawalPeriod == 0) return until;
        until += withdrawalPeriod;
        uint64 closesAt = _window[uint8(stage)].closesAt;
        if (closesAt != 0) until = _min64(until, closesAt);
    }

    /// @dev Without a branch on the values: a purchase must cost the same gas whichever is smaller,
    /// or an estimate made a second earlier can be too low when it is mined (decision 0032).
    function _min64(uint64 a, uint64 b) private pure returns (uint64 m) {
        assembly ("memory-safe") {
            m := xor(a, mul(xor(a, b), lt(b, a)))
        }
    }

    /// @dev As _min64, the larger.
    function _max64(uint64 a, uint64 b) private pure returns (uint64 m) {
        assembly ("memory-safe") {
            m := xor(a, mul(xor(a, b), gt(b, a)))
        }
    }

    function _consumeAllocation(Stage stage, uint256 amount) private {
        uint256 remaining = mintableFor(stage);
        if (amount > remaining) revert ExceedsRemainingAllocation(amount, remaining);
        _sold[uint8(stage)] += amount;
    }

    // ---------------------------------------------------------------- money back

    /// @notice Withdraws purchase `index` of `stage` within its window: its tokens are burned from
    /// the buyer and its full cost goes back in the asset it was paid with. The buyer pays only
    /// the network fee of this transaction.
    function withdrawPurchase(Stage stage, uint256 index) external nonReentrant {
        Purchase storage purchase = _ownPurchase(stage, index);
        if (block.timestamp >= purchase.withdrawableUntil) revert WithdrawalWindowClosed(purchase.withdrawableUntil);
        _return(stage, index, purchase, PurchaseStatus.Withdrawn);
    }

    /// @notice Claims the refund of purchase `index` of a cancelled stage, or of one that missed its
    /// minimum raise: as a withdrawal, with no deadline. Nobody needs the team to act.
    function claimRefund(Stage stage, uint256 index) external nonReentrant {
        Purchase storage purchase = _ownPurchase(stage, index);
        if (!isRefundable(stage)) revert NotRefundable(stage);
        _return(stage, index, purchase, PurchaseStatus.Refunded);
    }

    function _ownPurchase(Stage stage, uint256 index) private view returns (Purchase storage purchase) {
        if (index >= _purchases[uint8(stage)].length) revert UnknownPurchase(stage, index);
        purchase = _purchases[uint8(stage)][index];
        if (purchase.buyer != msg.sender) revert NotYourPurchase(purchase.buyer);
        if (purchase.status != PurchaseStatus.Held) revert PurchaseSettled(purchase.status);
    }

    function _return(Stage stage, uint256 index, Purchase storage purchase, PurchaseStatus status) private {
        uint256 amount = purchase.amount;
        uint256 cost = purchase.cost;
        uint256 counted = amount + purchase.reward;
        uint256 balance = balanceOf(msg.sender);
        if (balance < amount) revert PurchasedTokensNotHeld(amount, balance);
        purchase.status = status;
        // The unpaid reward goes back with the purchase: a withdrawn purchase earns no one anything.
        _sold[uint8(stage)] -= counted;
        _bought[msg.sender][uint8(stage)] -= counted;
        if (block.timestamp < _minimum[uint8(stage)].deadline) _countedForMinimum[uint8(stage)] -= amount;
        Asset asset = purchase.asset;
        _held[uint8(asset)] -= cost;
        _returned[uint8(asset)] += cost;
        _burn(msg.sender, amount);
        emit PurchaseReturned(msg.sender, stage, index, asset, amount, cost, status);
        if (asset == Asset.Usdc) usdc.safeTransfer(msg.sender, cost);
        else _sendEth(msg.sender, cost);
    }

    /// @notice Settles up to `maxCount` purchases of `stage` in order: each held one whose window
    /// has passed is released (its payment may go to the fund wallet, its referral reward is
    /// minted). Stops at the first still in its window. Anyone may call it.
    /// @dev In order and stopping early: a later purchase with an earlier deadline (after a closing
    /// time was brought forward) waits for the ones before it, which only ever holds money longer.
    function releasePurchases(Stage stage, uint256 maxCount) external nonReentrant {
        MinimumState state = minimumStateOf(stage);
        bool finalized = _window[uint8(stage)].finalized;
        if (!finalized || state == MinimumState.Pending || state == MinimumState.Missed) {
            revert StageNotReleasable(stage, finalized, state);
        }
        Purchase[] storage purchases = _purchases[uint8(stage)];
        uint256 from = _releaseCursor[uint8(stage)];
        // Saturating: "release everything" (maxCount = max) must not overflow from + maxCount.
        uint256 end = maxCount >= purchases.length - from ? purchases.length : from + maxCount;
        uint256[2] memory released;
        uint256 i = from;
        for (; i < end; ++i) {
            Purchase storage purchase = purchases[i];
            if (purchase.status != PurchaseStatus.Held) continue;
            if (block.timestamp < purchase.withdrawableUntil) break;
            purchase.status = PurchaseStatus.Released;
            released[uint8(purchase.asset)] += purchase.cost;
            if (purchase.reward != 0) {
                _mint(purchase.referrer, purchase.reward);
                emit ReferralRewardPaid(stage, i, purchase.referrer, purchase.reward);
            }
        }
        _releaseCursor[uint8(stage)] = i;
        _held[0] -= released[0];
        _held[1] -= released[1];
        emit PurchasesReleased(stage, from, i, released[0], released[1]);
    }

    /// @notice Cancels `stage` for good: it sells no more and every purchase in it may be refunded
    /// by its buyer, with no deadline. Possible until the stage is finalized (until then none of its
    /// money has left: every purchase's payment is still held) and before trading is enabled.
    function cancelStage(Stage stage) external onlyOwner {
        SaleWindow storage window = _window[uint8(stage)];
        if (window.cancelled) revert StageIsCancelled(stage);
        if (window.finalized) revert StageAlreadyFinalized(stage);
        if (tradingEnabled) revert CancelAfterTradingEnabled(stage);
        _setSaleOpen(stage, false);
        window.cancelled = true;
        emit StageCancelled(stage);
    }

    /// @notice Finalizes `stage`: it can no longer be cancelled, and from now on its purchases past
    /// their withdrawal windows may be released (their payments to the fund wallet, their referral
    /// rewards to the referrers). An owner decision, so it waits for the timelock's delay and buyers
    /// see it coming. Buying and withdrawing go on as before.
    function finalizeStage(Stage stage) external onlyOwner {
        SaleWindow storage window = _window[uint8(stage)];
        if (window.cancelled) revert StageIsCancelled(stage);
        if (window.finalized) revert StageAlreadyFinalized(stage);
        window.finalized = true;
        emit StageFinalized(stage);
    }

    function _sendEth(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok, ) = payable(to).call{value: amount}("");
        if (!ok) revert RefundFailed();
    }

    // ---------------------------------------------------------------- sale views

    /// @notice Allocation of a sale stage in base units.
    function allocationOf(Stage stage) public pure returns (uint256) {
        if (stage == Stage.Partners) return _share(partnersShare);
        if (stage == Stage.Private) return _share(privateSaleShare);
        return _share(publicSaleShare);
    }

    /// @notice Base units minted out of a stage so far (purchases, referral rewards, owner mints).
    function soldIn(Stage stage) public view returns (uint256) {
        return _sold[uint8(stage)];
    }

    /// @notice The most one address may buy in `stage`, in base units.
    function walletCapOf(Stage stage) external view returns (uint256) {
        return _walletCap[uint8(stage)];
    }

    /// @notice What counts against `account`'s cap in `stage`, in base units: what it bought and
    /// the referral rewards its purchases pay, less what it withdrew or was refunded.
    function boughtBy(Stage stage, address account) external view returns (uint256) {
        return _bought[account][uint8(stage)];
    }

    /// @notice Base units still mintable out of a stage.
    function mintableFor(Stage stage) public view returns (uint256) {
        return allocationOf(stage) - _sold[uint8(stage)];
    }

    /// @notice Whether `stage` sells now: opened by hand or past its opening time, not past its
    /// closing time, not cancelled and not past a missed minimum raise.
    function isSaleOpen(Stage stage) public view returns (bool) {
        SaleWindow memory window = _window[uint8(stage)];
        if (window.closesAt != 0 && block.timestamp >= window.closesAt) return false;
        if (window.cancelled || minimumStateOf(stage) == MinimumState.Missed) return false;
        return window.open || (window.opensAt != 0 && block.timestamp >= window.opensAt);
    }

    /// @notice Whether `stage` was cancelled.
    function isCancelled(Stage stage) external view returns (bool) {
        return _window[uint8(stage)].cancelled;
    }

    /// @notice Whether `stage` was finalized (no longer cancellable; its purchases may be released).
    function isFinalized(Stage stage) external view returns (bool) {
        return _window[uint8(stage)].finalized;
    }

    /// @notice Whether every held purchase of `stage` may be refunded: the stage was cancelled or
    /// missed its minimum raise.
    function isRefundable(Stage stage) public view returns (bool) {
        return _window[uint8(stage)].cancelled || minimumStateOf(stage) == MinimumState.Missed;
    }

    /// @notice `stage`'s minimum raise: the amount and deadline set at deployment, what counts
    /// towards it so far, and its state.
    function minimumRaiseOf(
        Stage stage
    ) external view returns (uint256 amount, uint64 deadline, uint256 counted, MinimumState state) {
        MinimumRaise memory minimum = _minimum[uint8(stage)];
        return (minimum.amount, minimum.deadline, _countedForMinimum[uint8(stage)], minimumStateOf(stage));
    }

    /// @notice The state of `stage`'s minimum raise, decided at its deadline.
    function minimumStateOf(Stage stage) public view returns (MinimumState) {
        MinimumRaise memory minimum = _minimum[uint8(stage)];
        if (minimum.deadline == 0) return MinimumState.None;
        // Read before the clock is compared, so a purchase costs the same gas on either side of
        // the deadline (an estimate made just before it must still be enough just after).
        uint256 counted = _countedForMinimum[uint8(stage)];
        if (block.timestamp < minimum.deadline) return MinimumState.Pending;
        return counted >= minimum.amount ? MinimumState.Met : MinimumState.Missed;
    }

    /// @notice How many purchases `stage` has had (withdrawn and refunded ones included).
    function purchaseCount(Stage stage) external view returns (uint256) {
        return _purchases[uint8(stage)].length;
    }

    /// @notice Purchase `index` of `stage`.
    function purchaseOf(Stage stage, uint256 index) external view returns (Purchase memory) {
        if (index >= _purchases[uint8(stage)].length) revert UnknownPurchase(stage, index);
        return _purchases[uint8(stage)][index];
    }

    /// @notice Purchases of `stage` before this index are settled (released, withdrawn or refunded).
    function releaseCursorOf(Stage stage) external view returns (uint256) {
        return _releaseCursor[uint8(stage)];
    }

    /// @notice Payments in `asset` the contract holds for buyers who may still take them back.
    function heldFunds(Asset asset) external view returns (uint256) {
        return _held[uint8(asset)];
    }

    /// @notice What withdraw() would send of `asset` now: everything held beyond heldFunds.
    function withdrawableFunds(Asset asset) public view returns (uint256) {
        uint256 balance = asset == Asset.Eth ? address(this).balance : _usdcBalance();
        uint256 held = _held[uint8(asset)];
        return balance > held ? balance - held : 0;
    }

    /// @notice Totals in `asset`, in its base units: raised by purchases, returned to buyers
    /// (withdrawals and refunds) and withdrawn to the fund wallet.
    function totalsOf(Asset asset) external view returns (uint256 raised, uint256 returned, uint256 withdrawn) {
        if (asset == Asset.Eth) return (totalRaised, _returned[0], totalWithdrawn);
        return (_usdcRaised, _returned[1], _usdcWithdrawn);
    }

    /// @notice When `stage` opens and closes by itself, in seconds since the epoch (0 = by hand).
    function saleScheduleOf(Stage stage) external view returns (uint64 opensAt, uint64 closesAt) {
        SaleWindow memory window = _window[uint8(stage)];
        return (window.opensAt, window.closesAt);
    }

    /// @notice Price of `stage` in wei per whole ECO.
    function tokenPrice(Stage stage) external view returns (uint256) {
        return _price[uint8(stage)];
    }

    /// @notice Price of `stage` in `asset`'s base units per whole ECO (USDC: 0 = not sold for it).
    function priceOf(Stage stage, Asset asset) public view returns (uint256) {
        return asset == Asset.Eth ? _price[uint8(stage)] : _usdcPrice[uint8(stage)];
    }

    /// @notice Price of the partners stage in wei per whole ECO.
    function tokenPriceForPartners() external view returns (uint256) {
        return _price[uint8(Stage.Partners)];
    }

    /// @notice Price of the private stage in wei per whole ECO.
    function tokenPriceForPrivate() external view returns (uint256) {
        return _price[uint8(Stage.Private)];
    }

    /// @notice Price of the public stage in wei per whole ECO.
    function tokenPriceForPublic() external view returns (uint256) {
        return _price[uint8(Stage.Public)];
    }

    /// @notice Always 0: the founders' allocation is minted to their vesting wallets at deployment.
    function mintableForFounders() external pure returns (uint256) {
        return 0;
    }

    /// @notice Base units still mintable out of the partners stage.
    function mintableForPartners() external view returns (uint256) {
        return mintableFor(Stage.Partners);
    }

    /// @notice Base units still mintable out of the private stage.
    function mintableForPrivate() external view returns (uint256) {
        return mintableFor(Stage.Private);
    }

    /// @notice Base units still mintable out of the public stage.
    function mintableForPublic() external view returns (uint256) {
        return mintableFor(Stage.Public);
    }

    /// @notice The founders: the beneficiaries of the founders' vesting wallets.
    function foundersWallets() external view returns (address[3] memory) {
        return [_founder0, _founder1, _founder2];
    }

    /// @notice The FoundersVestingWallet of each founder (same order as foundersWallets), which
    /// hold the founders' allocation and release it on their schedule.
    function foundersVestingWallets() external view returns (address[3] memory) {
        return [_foundersVesting0, _foundersVesting1, _foundersVesting2];
    }

    /// @notice Largest sell (or other transfer into a market pair), in base units.
    function maxTransferAmount() public view returns (uint256) {
        return (maxSupply * maxTransferRate) / _PER_MILLE;
    }

    /// @notice Largest buy (transfer out of a market pair), in base units.
    function maxTransferAmountBuy() public view returns (uint256) {
        return (maxSupply * maxTransferRateBuy) / _PER_MILLE;
    }

    // ---------------------------------------------------------------- transfers

    /// @dev Until trading is enabled, only mints, burns and transfers from or to a wallet excluded
    /// from fees pass: no unregistered pair can run a market before launch. Fees and limits apply
    /// only to transfers from or to a market pair; wallet-to-wallet transfers pay nothing.
    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) {
            super._update(from, to, value);
            return;
        }
        // Once trading is on, a wallet-to-wallet transfer reads no exclusion: that cost would fall
        // on every holder's transfer for good.
        if (!tradingEnabled && !isExcludedFromFees[from] && !isExcludedFromFees[to]) {
            revert TradingNotEnabled();
        }

        bool isBuy = isMarketPair[from];
        bool isSell = isMarketPair[to];
        if (!(isBuy || isSell)) {
            super._update(from, to, value);
            return;
        }
        bool feeExempt = isExcludedFromFees[from] || isExcludedFromFees[to];

        if (maxTransactionLimitEnabled && !isExcludedFromLimits[from] && !isExcludedFromLimits[to]) {
            uint256 max = isBuy ? maxTransferAmountBuy() : maxTransferAmount();
            if (value > max) revert ExceedsMaxTransaction(value, max);
        }

        if (!feeExempt) {
            // Rounded up, in the fund's favour, so no trade is too small to pay its fee.
            uint256 fee = Math.mulDiv(value, isBuy ? buyFee : sellFee, _PER_MILLE, Math.Rounding.Ceil);
            if (fee != 0) {
                // Fee tokens go straight to the fund wallet; see docs/decisions/0002-fee-proceeds.md.
                super._update(from, fundWallet, fee);
                value -= fee;
            }
        }
        super._update(from, to, value);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Sets the buy and sell fees on market-pair trades, per mille, within maxBuyFee and maxSellFee.
    function setFees(uint256 newBuyFee, uint256 newSellFee) external onlyOwner {
        _setFees(newBuyFee, newSellFee);
    }

    /// @notice Enables pair trading for everyone; it can never be disabled again. Not before every
    /// withdrawal window has ended and every minimum raise is decided: a buyer could otherwise sell
    /// on the market what they may still hand back at the sale price.
    function enableTrading() external onlyOwner {
        if (tradingEnabled) revert TradingAlreadyEnabled();
        if (block.timestamp < latestWithdrawalDeadline) revert WithdrawalWindowsOpen(latestWithdrawalDeadline);
        for (uint256 i = 0; i < 3; ++i) {
            if (minimumStateOf(Stage(i)) == MinimumState.Pending) revert MinimumRaisePending(Stage(i));
        }
        tradingEnabled = true;
        emit TradingEnabledUpdated(false, true);
    }

    /// @notice Switches the per-trade limits on or off.
    function setMaxTransactionLimitEnabled(bool enabled) external onlyOwner {
        _setMaxTransactionLimitEnabled(enabled);
    }

    /// @notice Sets the per-trade limits, per mille of maxSupply (1..1000), for sells and buys.
    function setMaxTransferRates(uint256 newRate, uint256 newRateBuy) external onlyOwner {
        _setMaxTransferRates(newRate, newRateBuy);
    }

    /// @notice Excludes `account` from, or includes it in, the fees and the pre-trading lock.
    function setExcludedFromFees(address account, bool excluded) external onlyOwner {
        _setExcludedFromFees(account, excluded);
    }

    /// @notice Excludes `account` from, or includes it in, the per-trade limits.
    function setExcludedFromLimits(address account, bool excluded) external onlyOwner {
        _setExcludedFromLimits(account, excluded);
    }

    /// @notice Registers (or removes) a market pair: transfers from it are buys, to it sells.
    /// @dev Only a Uniswap V2 style pair of this token can be registered, so no ordinary wallet can
    /// be frozen (while trading is off) or charged fees by being named a pair. Removal is always
    /// allowed.
    function setMarketPair(address pair, bool value) external onlyOwner {
        if (pair == address(0)) revert ZeroAddress();
        if (value && !isPairOfThisToken(pair)) revert NotAPairOfThisToken(pair);
        emit MarketPairUpdated(pair, isMarketPair[pair], value);
        isMarketPair[pair] = value;
    }

    /// @notice Whether `account` is a contract whose `token0()` or `token1()` is this token, as a
    /// Uniswap V2 style pair of ECO is.
    function isPairOfThisToken(address account) public view returns (bool) {
        if (account.code.length == 0) return false;
        return _returnsThisToken(account, "token0()") || _returnsThisToken(account, "token1()");
    }

    /// @dev A static call that may fail or return anything: compared as a raw word, so a contract
    /// without the getter (or returning garbage) is simply not a pair, never a revert.
    function _returnsThisToken(address account, string memory getter) private view returns (bool) {
        (bool ok, bytes memory data) = account.staticcall(abi.encodeWithSignature(getter));
        return ok && data.length == 32 && uint256(bytes32(data)) == uint256(uint160(address(this)));
    }

    /// @notice Sets the partners list's merkle root (leaves `(address, allocation)`).
    function setMerkleRootOfPartners(bytes32 newRoot) external onlyOwner {
        _setMerkleRootOfPartners(newRoot);
    }

    /// @notice Sets the price of `stage` in wei per whole ECO (never 0).
    function setTokenPrice(Stage stage, uint256 newPrice) external onlyOwner {
        _setTokenPrice(stage, newPrice);
    }

    /// @notice Sets the USDC price of `stage` in USDC base units per whole ECO (0: ETH only).
    function setUsdcPrice(Stage stage, uint256 newPrice) external onlyOwner {
        _setUsdcPrice(stage, newPrice);
    }

    /// @notice Opens or closes `stage` by hand, now. This clears the stage's schedule, so a
    /// stage closed by hand stays closed until it is opened or scheduled again.
    function setSaleOpen(Stage stage, bool open) external onlyOwner {
        _setSaleOpen(stage, open);
    }

    /// @notice Closes `stage` at once, as setSaleOpen(stage, false) does. The owner or the sale
    /// guardian may call it: a protective action that does not wait for the owner's timelock.
    function closeSale(Stage stage) external {
        if (msg.sender != owner() && msg.sender != saleGuardian) revert NotOwnerOrSaleGuardian(msg.sender);
        _setSaleOpen(stage, false);
    }

    /// @notice Sets the sale guardian (the zero address: nobody besides the owner can close).
    function setSaleGuardian(address newGuardian) external onlyOwner {
        _setSaleGuardian(newGuardian);
    }

    /// @notice Sets when `stage` opens and closes by itself (seconds since the epoch; 0 = by hand
    /// only). A stage opened by hand stays open until its closing time.
    function setSaleSchedule(Stage stage, uint64 opensAt, uint64 closesAt) external onlyOwner {
        if (opensAt != 0 && closesAt != 0 && closesAt <= opensAt) revert InvalidSaleSchedule(opensAt, closesAt);
        SaleWindow storage window = _window[uint8(stage)];
        if (window.cancelled) revert StageIsCancelled(stage);
        emit SaleScheduleUpdated(stage, window.opensAt, window.closesAt, opensAt, closesAt);
        window.opensAt = opensAt;
        window.closesAt = closesAt;
    }

    /// @notice Sets the most one address may buy in `stage`. Lowering it below what someone has
    /// bought stops their further purchases there; it takes nothing back.
    function setWalletCap(Stage stage, uint256 newCap) external onlyOwner {
        _setWalletCap(stage, newCap);
    }

    /// @notice Sets the referral reward in basis points of the tokens bought, at most maxReferralRewardBps.
    function setReferralRewardBps(uint256 newBps) external onlyOwner {
        _setReferralRewardBps(newBps);
    }

    /// @notice Sets the wallet receiving fees and withdrawn ETH.
    function setFundWallet(address newWallet) external onlyOwner {
        _setFundWallet(newWallet);
    }

    /// @notice Sends the fund wallet what no buyer may take back any more, in ETH and USDC: all the
    /// contract holds beyond heldFunds. Release purchases first (releasePurchases).
    /// @dev `call` instead of `transfer` so a multisig or other contract wallet can receive it.
    function withdraw() external onlyOwner nonReentrant {
        uint256 eth = withdrawableFunds(Asset.Eth);
        uint256 usdcAmount = withdrawableFunds(Asset.Usdc);
        if (eth == 0 && usdcAmount == 0) revert NothingToWithdraw();
        address to = fundWallet;
        if (usdcAmount != 0) {
            uint256 oldUsdc = _usdcWithdrawn;
            _usdcWithdrawn = oldUsdc + usdcAmount;
            emit Withdrawn(Asset.Usdc, to, usdcAmount, oldUsdc, oldUsdc + usdcAmount);
            usdc.safeTransfer(to, usdcAmount);
        }
        if (eth != 0) {
            uint256 oldTotal = totalWithdrawn;
            totalWithdrawn = oldTotal + eth;
            emit Withdrawn(Asset.Eth, to, eth, oldTotal, oldTotal + eth);
            (bool ok, ) = payable(to).call{value: eth}("");
            if (!ok) revert WithdrawFailed();
        }
    }

    /// @dev Renouncing (a transfer to the zero address) would strand the sale proceeds and freeze
    /// every setting, so it is refused; Ownable's constructor rejects a zero owner before this runs.
    function _transferOwnership(address newOwner) internal override {
        if (newOwner == address(0)) revert RenounceOwnershipDisabled();
        super._transferOwnership(newOwner);
    }

    // ---------------------------------------------------------------- internal setters

    function _setSaleGuardian(address newGuardian) private {
        emit SaleGuardianUpdated(saleGuardian, newGuardian);
        saleGuardian = newGuardian;
    }

    function _setSaleOpen(Stage stage, bool open) private {
        SaleWindow storage window = _window[uint8(stage)];
        if (open && window.cancelled) revert StageIsCancelled(stage);
        if (window.opensAt != 0 || window.closesAt != 0) {
            emit SaleScheduleUpdated(stage, window.opensAt, window.closesAt, 0, 0);
            window.opensAt = 0;
            window.closesAt = 0;
        }
        emit SaleOpenUpdated(stage, window.open, open);
        window.open = open;
    }

    function _setFees(uint256 newBuyFee, uint256 newSellFee) private {
        if (newBuyFee > maxBuyFee) revert FeeAboveCap(newBuyFee, maxBuyFee);
        if (newSellFee > maxSellFee) revert FeeAboveCap(newSellFee, maxSellFee);
        emit FeesUpdated(buyFee, sellFee, newBuyFee, newSellFee);
        buyFee = newBuyFee;
        sellFee = newSellFee;
    }

    function _setMaxTransactionLimitEnabled(bool enabled) private {
        emit MaxTransactionLimitEnabledUpdated(maxTransactionLimitEnabled, enabled);
        maxTransactionLimitEnabled = enabled;
    }

    function _setMaxTransferRates(uint256 newRate, uint256 newRateBuy) private {
        // A zero rate would block all trading while looking like a limit; > 1000 is meaningless.
        if (newRate == 0 || newRate > _PER_MILLE) revert InvalidRate(newRate);
        if (newRateBuy == 0 || newRateBuy > _PER_MILLE) revert InvalidRate(newRateBuy);
        emit MaxTransferRatesUpdated(maxTransferRate, maxTransferRateBuy, newRate, newRateBuy);
        maxTransferRate = newRate;
        maxTransferRateBuy = newRateBuy;
    }

    function _setExcludedFromFees(address account, bool excluded) private {
        if (account == address(0)) revert ZeroAddress();
        emit ExcludedFromFeesUpdated(account, isExcludedFromFees[account], excluded);
        isExcludedFromFees[account] = excluded;
    }

    function _setExcludedFromLimits(address account, bool excluded) private {
        if (account == address(0)) revert ZeroAddress();
        emit ExcludedFromLimitsUpdated(account, isExcludedFromLimits[account], excluded);
        isExcludedFromLimits[account] = excluded;
    }

    function _setMerkleRootOfPartners(bytes32 newRoot) private {
        emit MerkleRootOfPartnersUpdated(merkleRootOfPartners, newRoot);
        merkleRootOfPartners = newRoot;
    }

    function _setTokenPrice(Stage stage, uint256 newPrice) private {
        // A zero price would give tokens away for free.
        if (newPrice == 0) revert InvalidPrice();
        emit TokenPriceUpdated(stage, _price[uint8(stage)], newPrice);
        _price[uint8(stage)] = newPrice;
    }

    function _setUsdcPrice(Stage stage, uint256 newPrice) private {
        if (address(usdc) == address(0)) revert UsdcNotAccepted();
        emit UsdcPriceUpdated(stage, _usdcPrice[uint8(stage)], newPrice);
        _usdcPrice[uint8(stage)] = newPrice;
    }

    function _usdcBalance() private view returns (uint256) {
        return address(usdc) == address(0) ? 0 : usdc.balanceOf(address(this));
    }

    function _setWalletCap(Stage stage, uint256 newCap) private {
        if (newCap == 0) revert InvalidWalletCap();
        emit WalletCapUpdated(stage, _walletCap[uint8(stage)], newCap);
        _walletCap[uint8(stage)] = newCap;
    }

    function _setReferralRewardBps(uint256 newBps) private {
        if (newBps > maxReferralRewardBps) revert ReferralRewardAboveCap(newBps, maxReferralRewardBps);
        emit ReferralRewardBpsUpdated(referralRewardBps, newBps);
        referralRewardBps = newBps;
    }

    function _setFundWallet(address newWallet) private {
        if (newWallet == address(0)) revert ZeroAddress();
        emit FundWalletUpdated(fundWallet, newWallet);
        fundWallet = newWallet;
    }

    function _share(uint256 perMille) private pure returns (uint256) {
        return (maxSupply * perMille) / _PER_MILLE;
    }
}
