import { describe, expect, it } from 'vitest';
import {
  businessDaysBefore,
  easterSunday,
  holidayOn,
  isBusinessDay,
  statutoryHolidays,
} from './sending-calendar';

describe('easterSunday (computus)', () => {
  it('gives the Gregorian Easter, early and late years included', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });
});

describe('statutory holidays by province', () => {
  it('has the five national ones everywhere, and only those without a province', () => {
    expect([...statutoryHolidays(2026).entries()].sort()).toEqual([
      ['2026-01-01', 'new-years-day'],
      ['2026-04-03', 'good-friday'],
      ['2026-07-01', 'canada-day'],
      ['2026-09-07', 'labour-day'],
      ['2026-12-25', 'christmas-day'],
    ]);
  });

  it('adds Easter Monday, Patriots’ Day, Saint-Jean-Baptiste and Thanksgiving in Quebec', () => {
    const quebec = statutoryHolidays(2026, 'quebec');
    expect(quebec.size).toBe(9);
    expect(quebec.get('2026-04-06')).toBe('easter-monday');
    // May 25, 2026 is a Monday: the Monday before it is May 18.
    expect(quebec.get('2026-05-18')).toBe('national-patriots-day');
    expect(quebec.get('2026-06-24')).toBe('saint-jean-baptiste-day');
    expect(quebec.get('2026-10-12')).toBe('thanksgiving');
    expect(holidayOn('2027-05-24', 'quebec')).toBe('national-patriots-day');
    expect(holidayOn('2026-12-26', 'quebec')).toBeUndefined();
  });

  it('adds Family Day, Victoria Day, Thanksgiving and Boxing Day in Ontario', () => {
    const ontario = statutoryHolidays(2026, 'ontario');
    expect(ontario.size).toBe(9);
    expect(ontario.get('2026-02-16')).toBe('family-day');
    expect(ontario.get('2026-05-18')).toBe('victoria-day');
    expect(ontario.get('2026-10-12')).toBe('thanksgiving');
    expect(ontario.get('2026-12-26')).toBe('boxing-day');
    expect(holidayOn('2026-06-24', 'ontario')).toBeUndefined();
    expect(holidayOn('2026-04-06', 'ontario')).toBeUndefined();
  });

  it('adds Family Day, New Brunswick Day and Remembrance Day in New Brunswick', () => {
    const newBrunswick = statutoryHolidays(2026, 'new-brunswick');
    expect(newBrunswick.size).toBe(8);
    expect(newBrunswick.get('2026-02-16')).toBe('family-day');
    expect(newBrunswick.get('2026-08-03')).toBe('new-brunswick-day');
    expect(newBrunswick.get('2026-11-11')).toBe('remembrance-day');
    expect(holidayOn('2026-10-12', 'new-brunswick')).toBeUndefined();
  });

  it('keeps a holiday on its date when it falls on a weekend', () => {
    // Boxing Day 2026 is a Saturday: Monday the 28th stays a business day.
    expect(holidayOn('2026-12-26', 'ontario')).toBe('boxing-day');
    expect(isBusinessDay('2026-12-28', 'ontario')).toBe(true);
  });
});

describe('holidays the law moves off a Sunday', () => {
  it('keeps Canada Day on Monday July 2 when July 1 is a Sunday, in every province', () => {
    // July 1, 2029 is a Sunday (Holidays Act s. 2(2)).
    for (const province of [undefined, 'quebec', 'ontario', 'new-brunswick'] as const) {
      expect(holidayOn('2029-07-02', province)).toBe('canada-day');
      expect(isBusinessDay('2029-07-02', province)).toBe(false);
    }
    // A notification 1 business day before Tuesday July 3 goes on Friday June 29.
    expect(businessDaysBefore('2029-07-03', 1, 'ontario')).toBe('2029-06-29');
    // A Saturday July 1 (2028) moves nothing: Monday July 3 is a business day.
    expect(isBusinessDay('2028-07-03', 'ontario')).toBe(true);
  });

  it('observes the Fête nationale on Monday June 25 in Quebec when June 24 is a Sunday', () => {
    // June 24, 2029 is a Sunday (National Holiday Act s. 2).
    expect(holidayOn('2029-06-25', 'quebec')).toBe('saint-jean-baptiste-day');
    expect(isBusinessDay('2029-06-25', 'quebec')).toBe(false);
    expect(isBusinessDay('2029-06-25', 'ontario')).toBe(true);
    expect(businessDaysBefore('2029-06-26', 1, 'quebec')).toBe('2029-06-22');
  });

  it('leaves the holidays no statute moves on their date', () => {
    // Christmas 2027 is a Saturday, New Year's Day 2028 too, Remembrance Day 2029 a Sunday.
    expect(isBusinessDay('2027-12-27', 'quebec')).toBe(true);
    expect(isBusinessDay('2028-01-03', 'ontario')).toBe(true);
    expect(isBusinessDay('2029-11-12', 'new-brunswick')).toBe(true);
  });
});

describe('business days', () => {
  it('are Monday to Friday less the province’s holidays', () => {
    expect(isBusinessDay('2026-10-30', 'quebec')).toBe(true); // Friday
    expect(isBusinessDay('2026-10-31', 'quebec')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-01', 'quebec')).toBe(false); // Sunday
    expect(isBusinessDay('2026-06-24', 'quebec')).toBe(false);
    expect(isBusinessDay('2026-06-24', 'ontario')).toBe(true);
    expect(isBusinessDay('2026-06-24')).toBe(true);
  });

  it('count back across a weekend: 1 business day before a Monday is the Friday before', () => {
    expect(businessDaysBefore('2026-11-02', 1, 'quebec')).toBe('2026-10-30');
    expect(businessDaysBefore('2026-11-03', 1, 'quebec')).toBe('2026-11-02');
    expect(businessDaysBefore('2026-11-03', 2, 'quebec')).toBe('2026-10-30');
    expect(businessDaysBefore('2026-11-02', 5, 'quebec')).toBe('2026-10-26');
  });

  it('skip a statutory holiday of the province only', () => {
    // Thursday June 25, 2026: Wednesday the 24th is Saint-Jean-Baptiste in Quebec only.
    expect(businessDaysBefore('2026-06-25', 1, 'quebec')).toBe('2026-06-23');
    expect(businessDaysBefore('2026-06-25', 1, 'ontario')).toBe('2026-06-24');
    // Easter: Good Friday everywhere, Easter Monday in Quebec.
    expect(businessDaysBefore('2026-04-07', 1, 'quebec')).toBe('2026-04-02');
    expect(businessDaysBefore('2026-04-07', 1, 'ontario')).toBe('2026-04-06');
  });

  it('start from a day that is not itself a business day, and count across a year', () => {
    expect(businessDaysBefore('2026-10-31', 1, 'quebec')).toBe('2026-10-30');
    expect(businessDaysBefore('2027-01-04', 2, 'ontario')).toBe('2026-12-30');
    expect(businessDaysBefore('2026-11-02', 0, 'quebec')).toBe('2026-11-02');
  });
});
