import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/i18n/fill';
import { admin } from '../../../src/i18n/tr/admin';
import { auth } from '../../../src/i18n/tr/auth';

describe('the one placeholder filler', () => {
  it('fills polyglot placeholders in the screens’ and the server’s texts', () => {
    expect(fill(auth.common.wait, { time: '01:30' })).toBe('Lütfen 01:30 bekleyin.');
    expect(fill(admin.log.userDeleted, { name: 'Derya Tornacı', email: 'd@example.com' })).toBe('Derya Tornacı (d@example.com) kullanıcısı silindi');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(fill('%{a} ve %{b}', { a: 1 })).toBe('1 ve %{b}');
  });
});
