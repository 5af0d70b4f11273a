import { describe, expect, it } from 'vitest';
import { REGISTER_DEFAULTS, formFieldOf, registerForm, toRegisterBody, type RegisterFormInput } from '../../../src/custom/auth/registerForm';
import { registerBody } from '../../../src/domain/validation/auth';
import { validation as t } from '../../../src/i18n/tr/validation';

const customer: RegisterFormInput = {
  ...REGISTER_DEFAULTS,
  name: 'Deniz',
  surname: 'Yılmaz',
  email: 'deniz@example.com',
  password: 'Demo123!',
  confirmPassword: 'Demo123!',
  phone: '+90 532 123 45 67',
  terms: true,
};
const supplier: RegisterFormInput = { ...customer, role: 1, companyName: 'Örnek Metal Ltd.', taxId: '1234567890' };

const errorsOf = (input: RegisterFormInput) => {
  const result = registerForm.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the registration form', () => {
  it('turns a customer into the wire payload the server accepts', () => {
    const body = toRegisterBody(registerForm.parse(customer));
    expect(body).toEqual({ name: 'Deniz', surname: 'Yılmaz', email: 'deniz@example.com', password: 'Demo123!', role: 0, phoneNumber: '905321234567' });
    expect(registerBody.safeParse(body).success).toBe(true);
  });

  it('gives the spec texts', () => {
    expect(errorsOf({ ...REGISTER_DEFAULTS })).toMatchObject({
      name: t.firstNameRequired,
      surname: t.lastNameRequired,
      email: t.emailRequired,
      password: t.passwordRulesSummary,
      phone: t.phoneInvalid,
      terms: t.termsRequired,
    });
    expect(errorsOf({ ...customer, confirmPassword: 'Demo123?' })).toEqual({ confirmPassword: 'Şifreler eşleşmiyor!' });
    expect(errorsOf({ ...customer, password: 'demo1234', confirmPassword: 'demo1234' })).toEqual({ password: 'Lütfen şifre gereksinimlerini kontrol edin!' });
    expect(errorsOf({ ...customer, terms: false })).toEqual({ terms: "Kullanım Şartları ve Gizlilik Politikası'nı kabul etmeniz zorunludur." });
  });

  it('refuses a half-typed phone', () => {
    expect(errorsOf({ ...customer, phone: '+90 532 123 45' })).toEqual({ phone: t.phoneInvalid });
  });

  it('asks a supplier for company name and tax number, sent only for suppliers', () => {
    expect(errorsOf({ ...customer, role: 1 })).toEqual({ companyName: t.companyNameRequired, taxId: t.taxNumberRequired });
    expect(errorsOf({ ...supplier, taxId: '12345' })).toEqual({ taxId: t.taxNumberLength });
    expect(toRegisterBody(registerForm.parse(supplier))).toMatchObject({ role: 1, companyName: 'Örnek Metal Ltd.', taxId: '1234567890' });
    expect(toRegisterBody(registerForm.parse({ ...customer, companyName: 'X', taxId: '1' }))).not.toHaveProperty('companyName');
  });

  it("takes a supplier's phone from the company phone when one is given", () => {
    const body = toRegisterBody(registerForm.parse({ ...supplier, phone: '', companyPhone: '+90 212 555 44 33' }));
    expect(body.phoneNumber).toBe('902125554433');
    expect(registerBody.safeParse(body).success).toBe(true);
    expect(toRegisterBody(registerForm.parse(supplier)).phoneNumber).toBe('905321234567');
    expect(errorsOf({ ...supplier, phone: '', companyPhone: '' })).toEqual({ phone: t.phoneInvalid });
    expect(errorsOf({ ...supplier, companyPhone: '+90 212' })).toEqual({ companyPhone: t.phoneInvalid });
  });

  it('offers only customer, supplier and employee', () => {
    expect(errorsOf({ ...customer, role: 3 as never })).toHaveProperty('role');
    expect(errorsOf({ ...customer, role: 2 })).toEqual({});
  });

  it("puts the server's phone error where the number came from", () => {
    expect(formFieldOf('phoneNumber', customer)).toBe('phone');
    expect(formFieldOf('phoneNumber', { ...supplier, companyPhone: '+90 212 555 44 33' })).toBe('companyPhone');
    expect(formFieldOf('taxId', supplier)).toBe('taxId');
    expect(formFieldOf('unknown', supplier)).toBeNull();
  });
});
