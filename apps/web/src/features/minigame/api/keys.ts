/** The boxes: the public list and every admin change share it. */
export const boxesKey = ['minigame-boxes'] as const;
