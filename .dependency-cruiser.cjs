/**
 * The arrows of Cardhall's design (docs/architecture.md draws the layers and says why) as rules
 * a tool checks: `npm run lint:deps`, part of `npm run lint`.
 *
 * scripts/depcruise.mjs runs dependency-cruiser over a scratch copy in which each component
 * `X.svelte` is the TypeScript of its <script> blocks, named `X.svelte.ts`, so a component's
 * `import type` counts like any other; a rule naming one component matches `X\\.svelte` without `$`.
 *
 * Tests may reach further down than the code they sit beside (a renderer test may build a real
 * Clash game), so the layer rules look at non-test files; the engine purity and cycle rules
 * hold for tests too.
 */
const TEST = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle makes two modules one: split out what both need, below both.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engines-are-pure',
      severity: 'error',
      comment:
        'Engines and their contracts run in the app, the AI workers, the scenario runner and the renderer tests: plain TypeScript, nothing from Electron, Svelte, Phaser or Node.',
      from: { path: '^main/(engine|games)/', pathNot: TEST },
      to: {
        path: [
          '^node_modules/(electron|svelte|phaser)/',
          '^(node:|fs$|path$|os$|crypto$|url$|worker_threads$|child_process$)',
        ],
      },
    },
    {
      name: 'engines-are-pure-builtins',
      severity: 'error',
      comment: 'No Node built-in module in the engines or their contracts.',
      from: { path: '^main/(engine|games)/', pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-import-nothing-above',
      severity: 'error',
      comment: 'main/engine is the bottom layer: it imports only itself.',
      from: { path: '^main/engine/' },
      to: { path: '^main/', pathNot: '^main/engine/' },
    },
    {
      name: 'games-import-only-engine-and-themselves',
      severity: 'error',
      comment:
        'A game imports main/engine and its own folder (main/games/registry.ts lists the games).',
      from: { path: '^main/games/([^/]+)/', pathNot: TEST },
      to: { path: '^main/', pathNot: ['^main/engine/', '^main/games/$1/'] },
    },
    {
      name: 'games-registry-imports-games-and-engine',
      severity: 'error',
      from: { path: '^main/games/[^/]+\\.ts$', pathNot: TEST },
      to: { path: '^main/', pathNot: ['^main/engine/', '^main/games/'] },
    },
    {
      name: 'ai-and-saves-below-services',
      severity: 'error',
      comment:
        'The AI, the save files and the puzzle checker serve the services; they never call up into them.',
      from: { path: '^main/(ai|saves|puzzles)/', pathNot: TEST },
      to: { path: '^main/(services|ipc|shell|scenarios)/|^main/index\\.ts$' },
    },
    {
      name: 'gauntlet-rules-are-pure',
      severity: 'error',
      comment:
        'A gauntlet run (main/gauntlet) is pure data and pure transitions: no engine, no file; it takes only the level names (plain data). The service moves it on and the save layer stores it.',
      from: { path: '^main/gauntlet/', pathNot: TEST },
      to: { path: '^main/', pathNot: ['^main/gauntlet/', '^main/ai/level-names\\.ts$'] },
    },
    {
      name: 'services-below-ipc',
      severity: 'error',
      comment:
        'Services are plain TypeScript the IPC handlers call; they never import the IPC layer or the Electron shell (results: main/engine/result.ts, data types: main/services/types.ts).',
      from: { path: '^main/services/', pathNot: TEST },
      to: { path: '^main/(ipc|shell|scenarios)/|^main/index\\.ts$' },
    },
    {
      name: 'ipc-below-shell',
      severity: 'error',
      from: { path: '^main/ipc/', pathNot: TEST },
      to: { path: '^main/shell/|^main/index\\.ts$' },
    },
    {
      name: 'only-the-shell-imports-electron',
      severity: 'error',
      comment:
        'Electron is the shell: main/index.ts and main/shell/ (the browser host runs the same services without it).',
      from: { path: '^(main|host)/', pathNot: '^main/(index\\.ts$|shell/)' },
      to: { path: '^node_modules/electron/' },
    },
    {
      name: 'scenario-runner-is-a-tool',
      severity: 'error',
      comment: 'The scenario runner runs engines; nothing in the app depends on it.',
      from: { path: '^main/', pathNot: ['^main/scenarios/', TEST] },
      to: { path: '^main/scenarios/' },
    },
    {
      name: 'renderer-takes-only-the-contract-from-main',
      severity: 'error',
      comment:
        'The renderer never decides a rule: from main/ it takes the IPC contract types (main/ipc/contract.ts, which re-exports what the UI needs) and two lists of names, plain data without imports: the channels (main/ipc/channels.ts) and the computer levels (main/ai/level-names.ts). Data comes over IPC.',
      from: { path: '^renderer/', pathNot: [TEST, '^renderer/src/test-setup\\.ts$'] },
      to: { path: '^main/', pathNot: '^main/(ipc/(contract|channels)|ai/level-names)\\.ts$' },
    },
    {
      name: 'renderer-takes-no-values-from-the-contract',
      severity: 'error',
      comment:
        'contract.ts carries the valibot schemas; the renderer needs only its types (names: channels.ts).',
      from: { path: '^renderer/', pathNot: TEST },
      to: { path: '^main/ipc/contract\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'preload-takes-only-channel-names',
      severity: 'error',
      from: { path: '^preload/' },
      to: { path: '^(main|renderer)/', pathNot: '^main/ipc/channels\\.ts$' },
    },
    {
      name: 'shared-renderer-parts-below-screens',
      severity: 'error',
      comment:
        'The screens are the top of the renderer: the Phaser tables draw what a screen hands them, and the shared parts (play, review, cards, saves, …) serve every screen; none imports a screen (the router is renderer/src/router.ts).',
      from: {
        path: '^renderer/src/',
        pathNot: ['^renderer/src/screens/', '^renderer/src/(App\\.svelte|main\\.ts)', TEST],
      },
      to: { path: '^renderer/src/screens/' },
    },
    {
      name: 'main-does-not-import-the-renderer',
      severity: 'error',
      from: { path: '^(main|preload|host)/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist|release)/' },
    // Type-only imports are arrows too: a type from the wrong layer drags its module in.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types', 'svelte'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.svelte', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
