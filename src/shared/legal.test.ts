import { describe, expect, it } from 'vitest';
import { DEMO_FCA_FRN, fcaFrnLine, readFirmStatus } from './legal';

describe('fcaFrnLine', () => {
  it('states the shop’s own firm reference number when FCA_FRN is set, demo or not', () => {
    const line =
      'Authorised and regulated by the Financial Conduct Authority, firm reference number 123456';
    expect(fcaFrnLine('123456', false)).toBe(line);
    expect(fcaFrnLine('123456', true)).toBe(line);
    expect(fcaFrnLine('1234567', false)).toContain('firm reference number 1234567');
  });

  it('shows the example number, marked as such, in demo mode without one', () => {
    expect(DEMO_FCA_FRN).toBe('000000');
    expect(fcaFrnLine(null, true)).toBe(
      'Authorised and regulated by the Financial Conduct Authority, firm reference number 000000 (example number: this demo shop is not authorised)',
    );
  });

  it('says nothing about authorisation outside demo mode without one', () => {
    expect(fcaFrnLine(null, false)).toBeNull();
    expect(fcaFrnLine('', false)).toBeNull();
  });
});

describe('readFirmStatus', () => {
  it('reads the number and demo mode from GET /api/meta', () => {
    expect(readFirmStatus({ demo: false, fcaFrn: '123456', loanLimits: {} })).toEqual({
      demo: false,
      fcaFrn: '123456',
    });
  });

  it('reads a missing or empty number as none, never making one up', () => {
    expect(readFirmStatus({ demo: true })).toEqual({ demo: true, fcaFrn: null });
    expect(readFirmStatus({ demo: false, fcaFrn: '' })).toEqual({ demo: false, fcaFrn: null });
    expect(readFirmStatus({ demo: false, fcaFrn: 123456 })).toEqual({ demo: false, fcaFrn: null });
  });

  it('refuses an answer without the demo flag', () => {
    for (const body of [null, 'x', {}, { fcaFrn: '123456' }, { demo: 'true' }]) {
      expect(readFirmStatus(body)).toBeNull();
    }
  });
});
