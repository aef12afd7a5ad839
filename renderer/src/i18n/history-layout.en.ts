/** English strings of the match history's totals (issue #35 item 7), as `historyLayout`. */
export const historyLayoutEn = {
  yours: 'Your games against the computer',
  hotseatApart_one:
    '{{count}} game with two players at this screen is listed below but not counted in your win rate.',
  hotseatApart_other:
    '{{count}} games with two players at this screen are listed below but not counted in your win rate.',
  /** A save under a minute old (saves/format.ts formatWhen). */
  justNow: 'just now',
};
