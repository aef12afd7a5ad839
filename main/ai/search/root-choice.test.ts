import { describe, expect, it } from 'vitest';
import { chooseRoot, mergeRoots, type RootEdge, type SearchResult } from './ismcts';

const edge = (key: string, mean: number, visits: number, lost?: number): RootEdge<string> => ({
  key,
  action: key,
  visits,
  reward: mean * visits,
  ...(lost === undefined ? {} : { lost }),
});

const part = (edges: RootEdge<string>[]): SearchResult<string> => ({
  action: edges[0]!.action,
  iterations: 1,
  edges,
  policyKey: edges[0]!.key,
  policyAction: edges[0]!.action,
  stats: [],
});

describe('root choice with safety counts (Clash hard, plan-search step 5)', () => {
  it('without safety counts the best mean wins', () => {
    expect(chooseRoot([edge('a', 0.4, 20), edge('b', 0.7, 20)], 'a', 'a', 0).action).toBe('b');
  });

  it('an edge that lost a round is never chosen when a safe one exists', () => {
    const edges = [edge('risky', 0.9, 20, 3), edge('safe', 0.2, 20, 0)];
    expect(chooseRoot(edges, 'risky', 'risky', 0.1).action).toBe('safe');
  });

  it('the visit floor counts safe edges only (a safe edge seen in one part is still chosen)', () => {
    const edges = [edge('risky', 0.9, 40, 1), edge('safe', 0.2, 5, 0)];
    expect(chooseRoot(edges, 'risky', 'risky', 0).action).toBe('safe');
  });

  it('when every edge lost a round, the best mean wins', () => {
    const edges = [edge('a', 0.6, 20, 2), edge('b', 0.3, 20, 1)];
    expect(chooseRoot(edges, 'a', 'a', 0).action).toBe('a');
  });

  it('merging root-parallel parts sums the lost rounds per move', () => {
    // Safe in part 1, lost in part 2: not safe; "c" is safe in both.
    const merged = mergeRoots(
      [
        part([edge('b', 0.9, 20, 0), edge('c', 0.3, 20, 0)]),
        part([edge('b', 0.9, 20, 2), edge('c', 0.3, 20, 0)]),
      ],
      0,
    );
    expect(merged.edges?.find((e) => e.key === 'b')?.lost).toBe(2);
    expect(merged.action).toBe('c');
  });
});
