/** Czech strings of the match history's totals (issue #35 item 7), as `historyLayout`. */
export const historyLayoutCs = {
  yours: 'Tvoje hry proti počítači',
  hotseatApart_one:
    '{{count}} hra dvou hráčů u jedné obrazovky je v seznamu níže, ale do tvé úspěšnosti se nepočítá.',
  hotseatApart_few:
    '{{count}} hry dvou hráčů u jedné obrazovky jsou v seznamu níže, ale do tvé úspěšnosti se nepočítají.',
  hotseatApart_many:
    '{{count}} hry dvou hráčů u jedné obrazovky je v seznamu níže, ale do tvé úspěšnosti se nepočítá.',
  hotseatApart_other:
    '{{count}} her dvou hráčů u jedné obrazovky je v seznamu níže, ale do tvé úspěšnosti se nepočítá.',
  /** A save under a minute old (saves/format.ts formatWhen). */
  justNow: 'právě teď',
};
