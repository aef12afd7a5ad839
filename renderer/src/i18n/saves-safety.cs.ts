/** Czech strings of issue #32 round 2 (broken replays, busy review), as `savesSafety`. */
export const savesSafetyCs = {
  replayBroken: 'Tento záznam nejde s pravidly této verze přehrát.',
  replayBrokenRow: 'nejde přehrát',
  replayTooLarge:
    'Tento záznam je větší než jakákoli hra, kterou Cardhall ukládá, proto se nerozebírá.',
};
