import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs tool without type declarations
import { cruise, svelteScripts } from './depcruise.mjs';

const repo = join(__dirname, '..');
let tree = '';

/** A small tree with the repository's rules and the files a component may or may not import. */
function plant(files: Record<string, string>): string {
  tree = mkdtempSync(join(tmpdir(), 'cardhall-depcruise-test-'));
  for (const f of ['.dependency-cruiser.cjs', 'tsconfig.json', 'tsconfig.base.json'])
    cpSync(join(repo, f), join(tree, f));
  const all: Record<string, string> = {
    'main/engine/types.ts': 'export type PlayerId = 0 | 1;\n',
    'main/ipc/contract.ts':
      "export type { PlayerId } from '../engine/types';\nexport const schemas = {};\n",
    'renderer/src/screens/router.ts': 'export function go(): void {}\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return tree;
}

const component = (imports: string) =>
  `<script lang="ts">\n${imports}\n</script>\n\n<p>probe</p>\n`;

function lint(files: Record<string, string>): { status: number; output: string } {
  return cruise({
    from: plant(files),
    paths: ['main', 'renderer/src'],
    args: ['--output-type', 'err'],
  });
}

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = '';
});

describe('the dependency rules read .svelte components', () => {
  it('passes a component that takes only types from the IPC contract', () => {
    const r = lint({
      'renderer/src/review/Probe.svelte': component(
        "  import type { PlayerId } from '../../../main/ipc/contract';\n  let p: PlayerId = 0;",
      ),
    });
    expect(r.output).toContain('no dependency violations');
    expect(r.status).toBe(0);
  });

  it("fails on a component's type import around the contract, a value from it and a screen", () => {
    const r = lint({
      'renderer/src/review/Around.svelte': component(
        "  import type { PlayerId } from '../../../main/engine/types';",
      ),
      'renderer/src/review/Value.svelte': component(
        "  import { schemas } from '../../../main/ipc/contract';",
      ),
      'renderer/src/review/Up.svelte': component("  import { go } from '../screens/router';"),
    });
    expect(r.status).not.toBe(0);
    expect(r.output).toContain(
      'renderer-takes-only-the-contract-from-main: renderer/src/review/Around.svelte → main/engine/types.ts',
    );
    expect(r.output).toContain(
      'renderer-takes-no-values-from-the-contract: renderer/src/review/Value.svelte → main/ipc/contract.ts',
    );
    expect(r.output).toContain(
      'shared-renderer-parts-below-screens: renderer/src/review/Up.svelte → renderer/src/screens/router.ts',
    );
  });
});

describe('svelteScripts', () => {
  it('keeps both script blocks, type imports included, and drops the markup', () => {
    const ts = svelteScripts(
      `<script module lang="ts">\n  import type { A } from './a';\n</script>\n<script lang="ts">\n  import B from './B.svelte';\n</script>\n<B />\n`,
      'X.svelte',
    );
    expect(ts).toContain("import type { A } from './a';");
    expect(ts).toContain("import B from './B.svelte';");
    expect(ts).not.toContain('<B />');
  });
});
