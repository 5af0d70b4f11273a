import { describe, expect, it } from 'vitest';
import {
  changePhoneBody,
  forgotPasswordSmsBody,
  loginBody,
  profileUpdateBody,
  registerBody,
  resetPasswordBody,
  smsCode,
  turkishPhone,
} from '../../src/domain/validation/auth';
import { PASSWORD_RULES, PASSWORD_SPECIALS, passwordMeetsRules, strongPassword } from '../../src/domain/validation/password';
import { formatPhone, isTurkishPhone, nationalDigits, normalizePhone } from '../../src/domain/validation/phone';
import { validation as t } from '../../src/i18n/tr/validation';

/** The first message zod gives for a value, or undefined when it passes. */
const messageOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } }, value: unknown, path?: string) => {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issues = result.error!.issues;
  return (path ? issues.find((i) => i.path.join('.') === path) : issues[0])?.message;
};

describe('registration password rules (000 section 5)', () => {
  it('accepts a password that has every rule', () => {
    expect(passwordMeetsRules('Demo123!')).toBe(true);
    expect(messageOf(strongPassword, 'Demo123!')).toBeUndefined();
  });

  it.each([
    ['Dem123!', t.passwordMin8],
    ['demo1234!', t.passwordUppercase],
    ['DEMO1234!', t.passwordLowercase],
    ['Demoabcd!', t.passwordDigit],
    ['Demo1234', t.passwordSpecial],
  ])('refuses %s with "%s"', (password, message) => {
    expect(passwordMeetsRules(password)).toBe(false);
    expect(messageOf(strongPassword, password)).toBe(message);
  });

  it('accepts every special character of the spec, ()!#%&@$^*+=<>?/|\\~`', () => {
    expect(PASSWORD_SPECIALS).toBe('()!#%&@$^*+=<>?/|\\~`');
    for (const special of PASSWORD_SPECIALS) expect(passwordMeetsRules(`Abcdefg1${special}`), special).toBe(true);
  });

  it('does not count characters outside that set as special', () => {
    for (const other of ['-', '_', '.', ',', ';', ':', '"', "'", '[', ']', '{', '}', ' ', '€']) {
      expect(passwordMeetsRules(`Abcdefg1${other}`), other).toBe(false);
    }
  });

  it('counts Turkish capitals and small letters', () => {
    expect(passwordMeetsRules('ŞİFREçok1!')).toBe(true);
  });

  it('lists the five rules in the order the screen shows them', () => {
    expect(PASSWORD_RULES.map((r) => r.key)).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
  });

  it('applies the same rules to a password reset', () => {
    expect(messageOf(resetPasswordBody, { newPassword: 'weak' })).toBe(t.passwordMin8);
    expect(resetPasswordBody.parse({ newPassword: 'Yeni$ifre9' })).toEqual({ newPassword: 'Yeni$ifre9' });
  });
});

describe('Turkish phone numbers', () => {
  it('formats what is typed as +90 XXX XXX XX XX, partial input staying partial', () => {
    expect(formatPhone('5321234567')).toBe('+90 532 123 45 67');
    expect(formatPhone('532')).toBe('+90 532');
    expect(formatPhone('53212')).toBe('+90 532 12');
    expect(formatPhone('')).toBe('');
  });

  it('keeps ten national digits, dropping a country code or a trunk 0', () => {
    expect(nationalDigits('+90 532 123 45 67')).toBe('5321234567');
    expect(nationalDigits('0532 123 45 67')).toBe('5321234567');
    expect(nationalDigits('532123456789')).toBe('5321234567');
  });

  it('sends 90 followed by ten digits', () => {
    expect(normalizePhone('+90 532 123 45 67')).toBe('905321234567');
    expect(normalizePhone('0 (532) 123-45-67')).toBe('905321234567');
    expect(isTurkishPhone('905321234567')).toBe(true);
    expect(isTurkishPhone('90532123456')).toBe(false);
    expect(isTurkishPhone('5321234567')).toBe(false);
  });

  it('validates with the spec text', () => {
    expect(turkishPhone.parse('+90 532 123 45 67')).toBe('905321234567');
    expect(messageOf(turkishPhone, '532 12')).toBe(t.phoneInvalid);
    expect(messageOf(forgotPasswordSmsBody, { phoneNumber: '12' })).toBe(t.phoneInvalid);
  });
});

describe('registration payload', () => {
  const customer = { name: 'Deniz', surname: 'Yılmaz', email: 'Deniz@Example.com', password: 'Demo123!', role: 0, phoneNumber: '905321234567' };

  it('accepts a customer and lower-cases the e-mail', () => {
    expect(registerBody.parse(customer)).toMatchObject({ email: 'deniz@example.com', role: 0, phoneNumber: '905321234567' });
  });

  it.each([0, 1, 2])('offers role %i', (role) => {
    const extra = role === 1 ? { companyName: 'Örnek Ltd.', taxId: '1234567890' } : {};
    expect(registerBody.safeParse({ ...customer, role, ...extra }).success).toBe(true);
  });

  it.each([3, 4, -1, 1.5])('refuses role %s (admin and master are never self-registered)', (role) => {
    expect(messageOf(registerBody, { ...customer, role }, 'role')).toBe(t.roleInvalid);
  });

  it('needs name, surname and a valid e-mail', () => {
    expect(messageOf(registerBody, { ...customer, name: '  ' }, 'name')).toBe(t.firstNameRequired);
    expect(messageOf(registerBody, { ...customer, surname: '' }, 'surname')).toBe(t.lastNameRequired);
    expect(messageOf(registerBody, { ...customer, email: '' }, 'email')).toBe(t.emailRequired);
    expect(messageOf(registerBody, { ...customer, email: 'not-an-address' }, 'email')).toBe(t.emailInvalid);
  });

  it('needs a strong password and a Turkish phone', () => {
    expect(messageOf(registerBody, { ...customer, password: 'password' }, 'password')).toBe(t.passwordUppercase);
    expect(messageOf(registerBody, { ...customer, phoneNumber: '123' }, 'phoneNumber')).toBe(t.phoneInvalid);
  });

  it('asks a supplier for company name and a 10 or 11 digit tax number', () => {
    const supplier = { ...customer, role: 1 };
    expect(messageOf(registerBody, supplier, 'companyName')).toBe(t.companyNameRequired);
    expect(messageOf(registerBody, supplier, 'taxId')).toBe(t.taxNumberRequired);
    expect(messageOf(registerBody, { ...supplier, companyName: 'X', taxId: '123456789' }, 'taxId')).toBe(t.taxNumberLength);
    expect(messageOf(registerBody, { ...supplier, companyName: 'X', taxId: '12345678901' })).toBeUndefined();
  });

  it('does not ask a customer for company fields', () => {
    expect(registerBody.safeParse(customer).success).toBe(true);
  });
});

describe('profile update (000 section 5, "Edit profile")', () => {
  it('needs first and last name', () => {
    expect(messageOf(profileUpdateBody, { firstName: '', lastName: 'Y' }, 'firstName')).toBe(t.firstNameRequired);
    expect(messageOf(profileUpdateBody, { firstName: 'D', lastName: ' ' }, 'lastName')).toBe(t.lastNameRequired);
  });

  it('leaves the password alone when no password field is filled', () => {
    expect(profileUpdateBody.safeParse({ firstName: 'D', lastName: 'Y' }).success).toBe(true);
  });

  it('needs the current password, 6+ characters (the spec’s text first), then the registration rules for a change', () => {
    expect(messageOf(profileUpdateBody, { firstName: 'D', lastName: 'Y', newPassword: 'abcdef' }, 'currentPassword')).toBe(t.currentPasswordRequired);
    expect(messageOf(profileUpdateBody, { firstName: 'D', lastName: 'Y', currentPassword: 'old', newPassword: 'abc' }, 'newPassword')).toBe(t.passwordMin6);
    expect(messageOf(profileUpdateBody, { firstName: 'D', lastName: 'Y', currentPassword: 'old', newPassword: 'abcdef' }, 'newPassword')).toBe(t.passwordMin8);
    expect(profileUpdateBody.safeParse({ firstName: 'D', lastName: 'Y', currentPassword: 'old', newPassword: 'Abcdef1!' }).success).toBe(true);
  });
});

describe('SMS code, phone change and login', () => {
  it('takes exactly six digits', () => {
    expect(smsCode.parse('012345')).toBe('012345');
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '']) expect(messageOf(smsCode, bad), bad).toBe(t.smsCode);
  });

  it('wants a new phone number that is present and has ten digits', () => {
    expect(messageOf(changePhoneBody, { newPhoneNumber: '' })).toBe(t.newPhoneRequired);
    expect(messageOf(changePhoneBody, { newPhoneNumber: '532 123' })).toBe(t.newPhoneInvalid);
    expect(changePhoneBody.parse({ newPhoneNumber: '0532 123 45 67' })).toEqual({ newPhoneNumber: '905321234567' });
  });

  it('needs both e-mail and password to sign in', () => {
    expect(messageOf(loginBody, { email: '', password: 'x' })).toBe(t.loginRequired);
    expect(messageOf(loginBody, { email: 'a@b.co', password: '' })).toBe(t.loginRequired);
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});
