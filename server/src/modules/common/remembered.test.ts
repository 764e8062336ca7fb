import { describe, expect, it } from 'vitest';
import { remembered } from './remembered.js';

describe('remembered', () => {
  it('computes each argument once while it is kept, and again after the map was emptied', () => {
    const asked: string[] = [];
    const upper = remembered((key) => {
      asked.push(key);
      return key.toUpperCase();
    }, 3);
    expect([upper('a'), upper('b'), upper('a'), upper('c')]).toEqual(['A', 'B', 'A', 'C']);
    expect(asked).toEqual(['a', 'b', 'c']);
    // Full: the next new argument empties it, so 'a' is computed anew.
    expect(upper('d')).toBe('D');
    expect(upper('a')).toBe('A');
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'a']);
  });
});
