/**
 * A game-level command beside "Leave game" in a game screen's bar (both games). Screens build
 * their list of these; a new command (concede, take back) is one more entry, not new markup.
 */
export interface GameCommand {
  /** Stable id: the button's test hook is `<game>-command-<id>`. */
  id: string;
  /** Already translated. */
  label: string;
  run: () => void;
  disabled?: boolean;
}
