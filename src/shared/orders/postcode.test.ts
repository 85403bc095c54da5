import { describe, expect, it } from 'vitest';
import {
  deliveryPostcodeMessages,
  deliveryPostcodeProblem,
  isDeliveryPostcode,
  normalisePostcode,
} from './postcode';

describe('UK postcodes', () => {
  it('take an inward code of a digit and two letters, never C, I, K, M, O or V', () => {
    expect(normalisePostcode('ls6 3ag')).toBe('LS6 3AG');
    expect(normalisePostcode('LS2 9JT')).toBe('LS2 9JT');
    expect(normalisePostcode('LS1 4AP')).toBe('LS1 4AP');
    for (const letter of ['C', 'I', 'K', 'M', 'O', 'V']) {
      expect(normalisePostcode(`LS6 3${letter}G`), letter).toBeNull();
      expect(normalisePostcode(`LS6 3A${letter}`), letter).toBeNull();
    }
    expect(normalisePostcode('LS6 AAG')).toBeNull();
    expect(normalisePostcode('LS6 3A')).toBeNull();
  });
});

describe('the delivery area: the geographic LS districts, LS1 to LS29', () => {
  it('delivers to every one of LS1 to LS29', () => {
    for (let district = 1; district <= 29; district += 1) {
      expect(isDeliveryPostcode(`LS${district} 1AB`), `LS${district}`).toBe(true);
    }
  });

  it('refuses districts that do not exist, with a message saying so', () => {
    for (const postcode of [
      'LS0 1AB',
      'LS30 1AB',
      'LS31 1AB',
      'LS50 1AB',
      'LS87 1AB',
      'LS1A 1AB',
      'LS05 1AB',
    ]) {
      expect(deliveryPostcodeProblem(postcode), postcode).toBe('unknownDistrict');
    }
    expect(deliveryPostcodeMessages.unknownDistrict).toContain('LS1 to LS29');
  });

  it('refuses the PO box districts LS88, LS98 and LS99', () => {
    for (const postcode of ['LS88 1AB', 'LS98 1AB', 'LS99 2AB']) {
      expect(deliveryPostcodeProblem(postcode), postcode).toBe('nonGeographic');
    }
  });

  it('refuses other areas, suggesting collection', () => {
    for (const postcode of ['BD1 1AA', 'L1 8JQ', 'LN1 1AA', 'WF1 1AA']) {
      expect(deliveryPostcodeProblem(postcode), postcode).toBe('outside');
    }
    expect(deliveryPostcodeMessages.outside).toContain('Collect in store');
  });
});
