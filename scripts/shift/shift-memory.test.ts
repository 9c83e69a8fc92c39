// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatShiftTable, heapGrowth, type ShiftMemory } from './shift-memory';

const MB = 1024 * 1024;
const reading = (navigations: number, heapMb: number, nodes = 1000, listeners = 300): ShiftMemory => ({
  navigations,
  heapBytes: heapMb * MB,
  nodes,
  listeners,
});

describe("a long shift's growth", () => {
  it('lets the heap grow within its bound, measured from the warm-up to the end', () => {
    expect(heapGrowth([reading(0, 36), reading(100, 60), reading(2000, 38.5)])).toEqual([]);
  });

  it('names a heap that grew past its bound, and nodes and listeners left behind', () => {
    expect(heapGrowth([reading(0, 36, 1000, 300), reading(2000, 42, 1400, 380)])).toEqual([
      'heap 36.0 MB → 42.0 MB after 2000 navigations (at most +3.6 MB)',
      'DOM nodes 1000 → 1400 (at most +50)',
      'listeners 300 → 380 (at most +20)',
    ]);
  });

  it('counts a longer shift from its 500th navigation, once the bounded stores are full', () => {
    const readings = [reading(0, 35.6), reading(100, 36.7), reading(500, 37.9), reading(2000, 39.9)];
    expect(heapGrowth(readings)).toEqual([]);
    expect(heapGrowth([...readings.slice(0, 3), reading(2000, 43)])).toEqual([
      'heap 37.9 MB → 43.0 MB after 2000 navigations (at most +3.8 MB)',
    ]);
  });

  it('gives a small heap a few megabytes rather than a tenth', () => {
    expect(heapGrowth([reading(0, 10), reading(100, 12.9)])).toEqual([]);
    expect(heapGrowth([reading(0, 10), reading(100, 13.1)])).toHaveLength(1);
  });

  it('prints every reading of every account', () => {
    const table = formatShiftTable({
      navigations: 100,
      shifts: { clinic: [reading(0, 35.6, 1077, 379), reading(100, 36.7, 1080, 384)] },
    });
    expect(table).toContain('| clinic | 100 | 36.7 MB | 1080 | 384 |');
  });
});
