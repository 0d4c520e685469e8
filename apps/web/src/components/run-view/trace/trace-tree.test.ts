import { describe, expect, it } from 'vitest';
import { makeRun, node, runId } from '../../../testing/make-run';
import { findNode, minBarPercent, spanRows } from './trace-tree';

const at = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms).toISOString();

function span(index: number, type: 'agent' | 'llm' | 'tool', start: number, end: number | null) {
  return makeRun({
    id: runId(index),
    type,
    name: `${type}-${index}`,
    createdAt: at(start),
    endedAt: end === null ? null : at(end),
    duration: end === null ? null : end - start,
  });
}

describe('spanRows', () => {
  const tree = node(span(1, 'agent', 0, 1000), [
    node(span(3, 'tool', 500, 700)),
    node(span(2, 'llm', 0, 400), [node(span(4, 'llm', 100, 200))]),
  ]);

  it('lists spans depth first with children by start time', () => {
    const rows = spanRows(tree);
    expect(rows.map((row) => [row.run.name, row.depth])).toEqual([
      ['agent-1', 0],
      ['llm-2', 1],
      ['llm-4', 2],
      ['tool-3', 1],
    ]);
    expect(rows.map((row) => row.hasChildren)).toEqual([true, true, false, false]);
  });

  it('places each bar on the timeline of the whole trace', () => {
    const rows = spanRows(tree);
    const tool = rows.find((row) => row.run.name === 'tool-3');
    expect(rows[0]).toMatchObject({ offsetPercent: 0, widthPercent: 100 });
    expect(tool?.offsetPercent).toBeCloseTo(50);
    expect(tool?.widthPercent).toBeCloseTo(20);
  });

  it('widens the timeline for spans outside their parent (clock skew) and keeps instants visible', () => {
    const skewed = node(span(1, 'agent', 0, 1000), [
      node(span(2, 'llm', 1500, 2000)),
      node(span(3, 'tool', 400, null)),
    ]);
    const rows = spanRows(skewed);
    expect(rows[0]?.widthPercent).toBeCloseTo(50);
    expect(rows.find((row) => row.run.name === 'llm-2')?.offsetPercent).toBeCloseTo(75);
    expect(rows.find((row) => row.run.name === 'tool-3')?.widthPercent).toBe(minBarPercent);
  });

  it('hides the children of collapsed spans', () => {
    const rows = spanRows(tree, new Set([runId(2)]));
    expect(rows.map((row) => row.run.name)).toEqual(['agent-1', 'llm-2', 'tool-3']);
    expect(findNode(tree, runId(4))?.name).toBe('llm-4');
  });
});
