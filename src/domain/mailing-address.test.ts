import { describe, expect, it } from 'vitest';
import { mailingAddressLine } from './mailing-address';

describe('mailingAddressLine', () => {
  it('writes the address in Canada Post order with the province symbol', () => {
    expect(
      mailingAddressLine({
        addressLine1: '4520, avenue Papineau',
        addressLine2: 'Bureau 200',
        city: 'Montréal',
        province: 'quebec',
        postalCode: 'h2h 1v4',
      }),
    ).toBe('4520, avenue Papineau, Bureau 200, Montréal QC  H2H 1V4');
  });

  it('leaves out a missing suite, province or postal code', () => {
    expect(mailingAddressLine({ addressLine1: '120 King Street', addressLine2: ' ', city: 'Moncton' })).toBe(
      '120 King Street, Moncton',
    );
  });

  it('gives no address without a street or a city', () => {
    expect(mailingAddressLine({ addressLine1: '', city: 'Laval', province: 'quebec' })).toBeUndefined();
    expect(mailingAddressLine({ addressLine1: '12, rue Principale' })).toBeUndefined();
  });
});
