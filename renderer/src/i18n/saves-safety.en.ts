/** English strings of issue #32 round 2 (broken replays, busy review), as `savesSafety`. */
export const savesSafetyEn = {
  /** A replay today's rules refuse (after a rules update): its row and the viewer say so. */
  replayBroken: "This replay can't be shown with this version's rules.",
  replayBrokenRow: "can't be shown",
  replayTooLarge: 'This replay is larger than any game Cardhall saves, so it is not reviewed.',
};
