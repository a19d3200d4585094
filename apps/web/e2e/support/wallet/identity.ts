/** EIP-6963 identity of the test wallet: the name and icon the site's connect dialog lists. */
export const testWalletInfo = {
  name: 'ECO Test Wallet',
  rdns: 'org.greenplaneteco.testwallet',
  icon:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#15803d"/><path d="M9 16h14M16 9v14" stroke="#fff" stroke-width="3"/></svg>',
    ),
} as const;
