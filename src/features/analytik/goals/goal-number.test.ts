import { describe, expect, it } from 'vitest';
import { formatGoalNumber, parseGoalNumber, raiseGoal, roundGoal } from './goal-number';

describe('parseGoalNumber', () => {
  it('reads English and French numbers, with their grouping and units', () => {
    expect(parseGoalNumber('2,150,000.50', 'en')).toBe(2_150_000.5);
    expect(parseGoalNumber('$2,150,000', 'en')).toBe(2_150_000);
    expect(parseGoalNumber('82.5%', 'en')).toBe(82.5);
    expect(parseGoalNumber('2\u00a0150\u00a0000,50 $', 'fr')).toBe(2_150_000.5);
    expect(parseGoalNumber('2 150 000', 'fr')).toBe(2_150_000);
    expect(parseGoalNumber('82,5 %', 'fr')).toBe(82.5);
    expect(parseGoalNumber('82.5', 'fr')).toBe(82.5);
    expect(parseGoalNumber('10250,5 h', 'fr')).toBe(10_250.5);
  });

  it('tells an empty field from one that is not a number', () => {
    expect(parseGoalNumber('  ', 'en')).toBeUndefined();
    expect(parseGoalNumber('12,5', 'en')).toBeNaN();
    expect(parseGoalNumber('-4', 'en')).toBeNaN();
    expect(parseGoalNumber('abc', 'fr')).toBeNaN();
    expect(parseGoalNumber('1,2,3', 'fr')).toBeNaN();
  });
});

describe('formatGoalNumber and the helpers', () => {
  it('writes the decimal sign of the language, without grouping', () => {
    expect(formatGoalNumber(2_150_000, 'fr')).toBe('2150000');
    expect(formatGoalNumber(82.3, 'fr')).toBe('82,3');
    expect(formatGoalNumber(0.1 + 0.2, 'en')).toBe('0.3');
  });

  it('rounds to the unit’s step and raises towards improvement', () => {
    expect(roundGoal('currency', 1_747_594.9)).toBe(1_747_595);
    expect(roundGoal('percent', 99.96)).toBe(100);
    expect(raiseGoal('count', 'higher-is-better', 386, 5)).toBe(405);
    expect(raiseGoal('percent', 'higher-is-better', 98, 5)).toBe(100);
    expect(raiseGoal('currency', 'lower-is-better', 1_000, 5)).toBe(950);
  });
});
