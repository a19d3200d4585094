/** The header wallet control's look, shared by the static button and the live one. */
export const walletButtonClasses =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-white/30 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10';
