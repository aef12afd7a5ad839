/**
 * The computer's levels, weakest first: the one list the AI, the services, the IPC and save
 * validation, the arena, the benchmarks and the renderer's setup menus take them from
 * (main/ai/levels.ts says what each level may spend). Plain data without imports, so the
 * renderer may import it as well (docs/architecture.md).
 */
export const AI_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

/** What the setup menus offer; `random` plays in tests, the arena and the review's calibration. */
export const MENU_LEVELS = ['easy', 'normal', 'hard'] as const satisfies readonly AiLevel[];
export type MenuLevel = (typeof MENU_LEVELS)[number];

/**
 * The sparring players of the arena (main/ai/greedy), never in the menus nor the AI service:
 * `greedy` (a one-ply greedy player) and `sparring` (Orbs only: greedy with one opponent turn
 * of look-ahead, issue #34).
 */
export const SPARRING_LEVELS = ['greedy', 'sparring'] as const;
export type SparringLevel = (typeof SPARRING_LEVELS)[number];
