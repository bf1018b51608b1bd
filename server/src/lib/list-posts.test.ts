import { describe, expect, it } from 'vitest';
import { blockOf, postThroughGroups } from './list-posts';

/** The running sum that finds a position's block among the fence posts (pages are checked in modules/ledger/list-posts.test.ts). */
describe('blockOf', () => {
  it('answers the block holding each position and the entries before it, skipping empty blocks', () => {
    const counts = [3, 0, 2, 1];
    const found = [0, 1, 2, 3, 4, 5].map((p) => blockOf(counts, p));
    expect(found).toEqual([
      { index: 0, before: 0 },
      { index: 0, before: 0 },
      { index: 0, before: 0 },
      { index: 2, before: 3 },
      { index: 2, before: 3 },
      { index: 3, before: 5 },
    ]);
  });

  it('answers nothing past the end or without posts', () => {
    expect(blockOf([3, 2], 5)).toBeUndefined();
    expect(blockOf([], 0)).toBeUndefined();
  });
});

/** The two-level find through the posts' groups (migration 0016), with reads that record what was asked. */
describe('postThroughGroups', () => {
  // Three groups: posts [2, 1], [0] (emptied, kept as the first is not), [4, 0, 3]; ten entries.
  const groups = [
    { count: 3, posts: [2, 1] },
    { count: 0, posts: [0] },
    { count: 7, posts: [4, 0, 3] },
  ];
  const find = (position: number) => {
    const asked: string[] = [];
    const found = postThroughGroups(position, {
      groupCounts: () => groups.map((g) => g.count),
      group: (index) => (asked.push(`group ${index}`), index),
      postCounts: (group) => groups[group]!.posts,
      post: (group, index) => (asked.push(`post ${group}.${index}`), `${group}.${index}`),
    });
    return { found, asked };
  };

  it('answers the post of the block holding each position, the entries before it and its count, reading one group and one post', () => {
    expect([0, 1, 2, 3, 6, 7, 9].map((p) => find(p).found)).toEqual([
      { post: '0.0', before: 0, count: 2 },
      { post: '0.0', before: 0, count: 2 },
      { post: '0.1', before: 2, count: 1 },
      { post: '2.0', before: 3, count: 4 },
      { post: '2.0', before: 3, count: 4 },
      { post: '2.2', before: 7, count: 3 },
      { post: '2.2', before: 7, count: 3 },
    ]);
    expect(find(7).asked).toEqual(['group 2', 'post 2.2']);
  });

  it('answers nothing past the end', () => {
    expect(find(10).found).toBeUndefined();
    expect(find(10).asked).toEqual([]);
  });
});
