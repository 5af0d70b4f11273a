import { describe, expect, it } from 'vitest';
import { COUNTER_STATUSES, counterNameError, DEFAULT_COUNTER_STATUS, otherStatus } from '../../../src/resources/counters/counterForm';

describe('the bench form', () => {
  it('requires a name, at least 2 characters once trimmed, with the spec’s texts', () => {
    expect(counterNameError('')).toBe('Tezgah adı gereklidir');
    expect(counterNameError('   ')).toBe('Tezgah adı gereklidir');
    expect(counterNameError(' A ')).toBe('Tezgah adı en az 2 karakter olmalıdır');
    expect(counterNameError('CNC-1')).toBeNull();
  });

  it('starts a new bench Aktif and toggles between Aktif and Pasif', () => {
    expect(COUNTER_STATUSES).toEqual(['Aktif', 'Pasif']);
    expect(DEFAULT_COUNTER_STATUS).toBe('Aktif');
    expect(otherStatus('Aktif')).toBe('Pasif');
    expect(otherStatus('Pasif')).toBe('Aktif');
  });
});
