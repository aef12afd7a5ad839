/** Base durations (ms at normal speed) of each kind of step on the Clash table. */
export const DUR = {
  layout: 320,
  played: 420,
  cast: 460,
  moved: 360,
  lunge: 300,
  hit: 480,
  destroyed: 520,
  bastion: 480,
  flip: 520,
  fort: 700,
  snap: 220,
} as const;
