#!/usr/bin/env node
// Gas report of ECO's sale and money-back functions, a wallet transfer and Uniswap V2 pair trades,
// and the runtime size of every deployed contract against EIP-170's 24,576-byte limit.
// Starts its own anvil on a free port (never 8545), deploys the default local configuration,
// and prints gasUsed as a table and as JSON. Run: node bench/contracts-gas.mjs
// (or npm run bench:gas -w packages/contracts).
import { register } from 'tsx/esm/api';

// The contracts package ships TypeScript sources; tsx lets this plain .mjs import them.
register();

const {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseAbi,
  size,
} = await import('viem');
const { impersonateLocalOwner, startLocalChain } = await import('@eco/contracts/local-chain');
const { defineLocalChain, ecoTokenAbi, localDevAccounts } = await import('@eco/contracts');
const { getPartnerGrant } = await import('@eco/contracts/partners');
const { uniswap } = await import('@eco/contracts/uniswap');

const ONE_ECO = 10n ** 18n;
const ZERO = '0x0000000000000000000000000000000000000000';
const AMOUNT = 1_000n * ONE_ECO;
const PRICES = [parseEther('0.00002'), parseEther('0.00003'), parseEther('0.00004')];
const cost = (stage, amount = AMOUNT) => (amount * PRICES[stage] + ONE_ECO - 1n) / ONE_ECO;
/** EIP-170: the most runtime code a contract may have. */
const CODE_SIZE_LIMIT = 24_576;

const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
]);
const factoryAbi = parseAbi([
  'function createPair(address tokenA, address tokenB) returns (address)',
  'function getPair(address tokenA, address tokenB) view returns (address)',
]);

const chain = await startLocalChain({ port: 0 });
try {
  const transport = http(chain.rpcUrl);
  const viemChain = defineLocalChain(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 20 });
  const wallet = createWalletClient({ chain: viemChain, transport });
  const eco = { address: chain.deployment.address, abi: ecoTokenAbi };
  /** A call of `contract`'s (address and ABI) function by `account`. */
  const call = (contract, account, functionName, args, value) => ({
    ...contract,
    functionName,
    args,
    account,
    value,
  });
  // ECO's owner is the timelock; its calls are impersonated here (the gas of ECO is measured,
  // not the timelock's wait).
  const timelock = await impersonateLocalOwner(chain.rpcUrl, chain.deployment.address);
  const { owner, partners, nonPartner, referrer, communityWallet, listingWallet } =
    localDevAccounts;
  const trader = '0x2546BcD3c84621e976D8185a91A922aE77ECEc30';

  const mined = async (hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== 'success')
      throw new Error(`transaction ${receipt.transactionHash} reverted`);
    return receipt;
  };
  // A call (as `call` takes it) sent and mined; ecoSend for one of ECO's functions.
  const send = (...callArgs) => mined(wallet.writeContract(call(...callArgs)));
  const ecoSend = (...callArgs) => send(eco, ...callArgs);
  const deploy = async (artifact, args = []) =>
    (await mined(wallet.deployContract({ ...artifact, args, account: owner }))).contractAddress;

  // Warm each stage once so the figures are for a typical (not the very first) purchase.
  const warm = partners[1];
  const warmGrant = getPartnerGrant(warm);
  await ecoSend(
    warm,
    'mintForPartners',
    [warmGrant.proof, warmGrant.allocation, ONE_ECO],
    cost(0, ONE_ECO),
  );
  await ecoSend(warm, 'privateSale', [ONE_ECO], cost(1, ONE_ECO));
  await ecoSend(warm, 'publicSale', [ONE_ECO], cost(2, ONE_ECO));

  // A referrer must have bought ECO; the sale's USDC spender is approved once.
  await ecoSend(referrer, 'privateSale', [ONE_ECO], cost(1, ONE_ECO));
  const usdc = { address: chain.deployment.usdc.address, abi: erc20Abi };
  await send(usdc, nonPartner, 'approve', [eco.address, maxUint256]);
  const moveTime = async (seconds) => {
    await publicClient.request({ method: 'evm_increaseTime', params: [seconds] });
    await publicClient.request({ method: 'evm_mine', params: [] });
  };

  const grant = getPartnerGrant(partners[0]);
  // Each case: a name, a setup that is not measured (or null) and the measured call. The private
  // stage's purchases so far are the warm-up's (0) and the referrer's (1): the next one is 2.
  const saleCases = [
    ['privateSale(amount)', null, call(eco, nonPartner, 'privateSale', [AMOUNT], cost(1))],
    [
      'privateSale(amount, referrer)',
      null,
      call(eco, nonPartner, 'privateSale', [AMOUNT, referrer], cost(1)),
    ],
    ['publicSale(amount)', null, call(eco, nonPartner, 'publicSale', [AMOUNT], cost(2))],
    [
      'publicSale(amount) + refund',
      null,
      call(eco, nonPartner, 'publicSale', [AMOUNT], cost(2) + parseEther('1')),
    ],
    [
      'mintForPartners(proof, allocation, amount)',
      null,
      call(eco, partners[0], 'mintForPartners', [grant.proof, grant.allocation, AMOUNT], cost(0)),
    ],
    [
      'buyWithUsdc(private, amount) after approve',
      null,
      call(eco, nonPartner, 'buyWithUsdc', [1, AMOUNT, ZERO, 0n, []]),
    ],
    [
      'withdrawPurchase (ETH, within its window)',
      () => ecoSend(nonPartner, 'privateSale', [AMOUNT], cost(1)),
      call(eco, nonPartner, 'withdrawPurchase', [1, 2n]),
    ],
    [
      'withdrawPurchase (USDC, within its window)',
      () => ecoSend(nonPartner, 'buyWithUsdc', [1, AMOUNT, ZERO, 0n, []]),
      call(eco, nonPartner, 'withdrawPurchase', [1, 2n]),
    ],
    [
      'releasePurchases(private, 1) paying a referral reward',
      async () => {
        await ecoSend(nonPartner, 'privateSale', [AMOUNT, referrer], cost(1));
        await moveTime(15 * 86_400);
        await ecoSend(timelock, 'finalizeStage', [1]);
        await ecoSend(nonPartner, 'releasePurchases', [1, 2n]);
      },
      call(eco, nonPartner, 'releasePurchases', [1, 1n]),
    ],
  ];
  /** Measures each case from the same state (a snapshot), so the numbers do not depend on order. */
  const measure = async (cases) => {
    const measured = [];
    for (const [name, setup, request] of cases) {
      const snapshot = await publicClient.request({ method: 'evm_snapshot', params: [] });
      if (setup) await setup();
      const receipt = await mined(wallet.writeContract(request));
      measured.push({ call: name, gasUsed: Number(receipt.gasUsed) });
      await publicClient.request({ method: 'evm_revert', params: [snapshot] });
    }
    return measured;
  };
  const results = await measure(saleCases);

  // Trading waits for every withdrawal window (decision 0032): move past them, then trade.
  await moveTime(15 * 86_400);
  // Real Uniswap V2 from the npm artifacts, liquidity added by the (fee-exempt) listing wallet.
  const weth = await deploy(uniswap.weth);
  const factory = { address: await deploy(uniswap.factory, [owner]), abi: factoryAbi };
  const router = { address: await deploy(uniswap.router, [factory.address, weth]), abi: routerAbi };
  await send(factory, owner, 'createPair', [eco.address, weth]);
  const pair = await publicClient.readContract({
    ...factory,
    functionName: 'getPair',
    args: [eco.address, weth],
  });
  await ecoSend(timelock, 'setMarketPair', [pair, true]);
  await ecoSend(listingWallet, 'approve', [router.address, maxUint256]);
  const liquidity = [eco.address, 1_000_000n * ONE_ECO, 0n, 0n, listingWallet, 2n ** 40n];
  await send(router, listingWallet, 'addLiquidityETH', liquidity, parseEther('20'));
  await ecoSend(timelock, 'enableTrading');
  await ecoSend(communityWallet, 'transfer', [trader, 100_000n * ONE_ECO]);
  await ecoSend(trader, 'approve', [router.address, maxUint256]);

  const tradeCases = [
    [
      'transfer (wallet to wallet, no fee)',
      null,
      call(eco, trader, 'transfer', [nonPartner, AMOUNT]),
    ],
    ['transfer to pair (sell, 1% fee)', null, call(eco, trader, 'transfer', [pair, AMOUNT])],
    [
      'router buy, ETH -> ECO (1% fee)',
      null,
      call(
        router,
        trader,
        'swapExactETHForTokensSupportingFeeOnTransferTokens',
        [0n, [weth, eco.address], trader, 2n ** 40n],
        parseEther('0.1'),
      ),
    ],
    [
      'router sell, ECO -> ETH (1% fee)',
      null,
      call(router, trader, 'swapExactTokensForETHSupportingFeeOnTransferTokens', [
        AMOUNT,
        0n,
        [eco.address, weth],
        trader,
        2n ** 40n,
      ]),
    ],
  ];
  results.push(...(await measure(tradeCases)));

  // Runtime code as the chain holds it (immutables filled in), against EIP-170's limit.
  const deployed = [
    ['EcoToken', chain.deployment.address],
    ['OwnerTimelock', chain.deployment.timelock.address],
    ['EcoDonations', chain.deployment.donations.address],
    ['CarbonLedgerRegistry', chain.deployment.carbonLedgerRegistry.address],
    ['FoundersVestingWallet', chain.deployment.foundersVestingWallets[0]],
    ['LocalEthUsdFeed (local only)', chain.deployment.ethUsdFeed.address],
    ['LocalUsdc (local only)', chain.deployment.usdc.address],
  ];
  const sizes = [];
  for (const [name, address] of deployed) {
    const code = await publicClient.getCode({ address });
    sizes.push({ contract: name, bytes: size(code), limit: CODE_SIZE_LIMIT });
  }

  const width = Math.max(...results.map((r) => r.call.length));
  console.info(
    `ECO gas report (solc ${chain.deployment.compiler.solcVersion.split('+')[0]}, ${chain.deployment.compiler.settings.evmVersion}, optimizer ${chain.deployment.compiler.settings.optimizer.runs} runs; amount 1,000 ECO)\n`,
  );
  console.info(`${'call'.padEnd(width)}  gasUsed`);
  console.info(`${'-'.repeat(width)}  -------`);
  for (const r of results)
    console.info(`${r.call.padEnd(width)}  ${String(r.gasUsed).padStart(7)}`);
  const sizeWidth = Math.max(...sizes.map((r) => r.contract.length));
  console.info(`\nruntime size (EIP-170 limit ${CODE_SIZE_LIMIT} bytes)\n`);
  for (const r of sizes)
    console.info(
      `${r.contract.padEnd(sizeWidth)}  ${String(r.bytes).padStart(6)} bytes  ${((r.bytes / CODE_SIZE_LIMIT) * 100).toFixed(1).padStart(5)} %`,
    );
  console.info(
    `\n${JSON.stringify({ contract: 'EcoToken', amount: AMOUNT.toString(), results, sizes }, null, 2)}`,
  );
} finally {
  await chain.stop();
}
