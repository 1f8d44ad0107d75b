/** The published known-answer vector of docs/games.md#known-answer (from a public verifier's test suite). */
export const KNOWN = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: 1,
  serverSeedHash: '92a94e8c23510695d92e123725ecd728e54bd251c0ec4b4c422bd16aa34567f9',
  round0Hmac: 'c590d171e39b70404ee1fff2ce09c3e1090688e1320a9cd27f58b1ac3dfa8c92',
  firstFloats: [0.771740999306, 0.889090552926, 0.308135983068],
  minesWith3: [19, 22, 7],
  safeTileWith24: 21,
  firstTenCards: ['Q♦', 'K♠', '6♦', 'Q♥', '2♥', '4♠', '8♥', '5♦', '9♣', '7♥'],
} as const;
