import { describe, expect, it } from 'vitest';
import {
  applyUserForm,
  digitsOnly,
  emptyUserForm,
  formErrorsOf,
  newUserBody,
  userFormOf,
  userUpdateBody,
  withUsername,
  type UserFormValues,
} from '../../../src/custom/admin/users/userForm';
import { newUserFormSchema, userEditFormSchema, userFormResolver } from '../../../src/custom/admin/users/userFormResolver';
import { resolveForm } from '../formResolver';

/** The messages the add and edit forms show for these values: the declared create and edit bodies' own. */
const validateNewUser = async (v: UserFormValues) => (await resolveForm(userFormResolver(newUserFormSchema), v)).errors;
const validateUserEdit = async (v: UserFormValues) => (await resolveForm(userFormResolver(userEditFormSchema), v)).errors;

const valid: UserFormValues = { ...emptyUserForm(), name: 'Deniz', surname: 'Usta', email: 'deniz.usta@example.com', password: 'Guclu123', phone: '+90 532 123 45 67' };

describe('the add-user rules', () => {
  it('start on the employee role', () => {
    expect(emptyUserForm().role).toBe(2);
  });

  it('name every missing or wrong field with the spec’s text', async () => {
    expect(await validateNewUser(emptyUserForm())).toEqual({
      name: 'Ad gereklidir',
      surname: 'Soyad gereklidir',
      email: 'E-posta adresi gereklidir',
      password: 'Şifre en az 8 karakter olmalıdır',
      phone: 'Geçerli bir Türkiye telefon numarası girin (+90 5XX XXX XX XX)',
    });
    expect((await validateNewUser({ ...valid, email: 'deniz@' })).email).toBe('Geçerli bir e-posta adresi girin');
    expect((await validateNewUser({ ...valid, password: '1234567' })).password).toBe('Şifre en az 8 karakter olmalıdır');
  });

  it('want ten national digits after 90', async () => {
    expect((await validateNewUser({ ...valid, phone: '+90 532 123 45' })).phone).toBe('Geçerli bir Türkiye telefon numarası girin (+90 5XX XXX XX XX)');
    expect(await validateNewUser(valid)).toEqual({});
  });

  it('check a given tax number for 10 or 11 digits, only where company fields exist', async () => {
    expect((await validateNewUser({ ...valid, role: 1, taxNumber: '123' })).taxNumber).toBe('Vergi numarası 10 veya 11 haneli olmalıdır');
    expect(await validateNewUser({ ...valid, role: 0, taxNumber: '12345678901' })).toEqual({});
    expect(await validateNewUser({ ...valid, role: 2, taxNumber: '123' })).toEqual({});
  });

  it('send the phone as 90 plus ten digits and the company only for customers and suppliers', () => {
    expect(newUserBody({ ...valid, role: 1, companyName: ' Örnek Metal ', taxNumber: '1234567890' })).toEqual({
      name: 'Deniz',
      surname: 'Usta',
      email: 'deniz.usta@example.com',
      password: 'Guclu123',
      phoneNumber: '905321234567',
      role: 1,
      companyName: 'Örnek Metal',
      taxId: '1234567890',
    });
    expect(newUserBody({ ...valid, companyName: 'X' })).not.toHaveProperty('companyName');
  });
});

describe('the edit-user rules', () => {
  const supplier = { ...valid, role: 1 as const };

  it('check the username, the e-mail’s part before the at-sign', async () => {
    expect((await validateUserEdit({ ...valid, email: 'ab@example.com' })).username).toBe('Kullanıcı adı en az 3 karakter olmalıdır');
    expect((await validateUserEdit({ ...valid, email: '@example.com' })).username).toBe('Kullanıcı adı gereklidir');
    expect(withUsername('deniz@example.com', 'deniz.usta')).toBe('deniz.usta@example.com');
  });

  it('ask a supplier for the whole company', async () => {
    expect(await validateUserEdit(supplier)).toEqual({
      companyName: 'Firma adı gereklidir',
      taxNumber: 'Vergi numarası gereklidir',
      companyPhone: 'Şirket telefonu gereklidir',
    });
    expect((await validateUserEdit({ ...supplier, companyName: 'Örnek', taxNumber: '123456789', companyPhone: '2120000000' })).taxNumber).toBe('Vergi numarası 10 veya 11 haneli olmalıdır');
    expect(await validateUserEdit({ ...supplier, companyName: 'Örnek', taxNumber: '1234567890', companyPhone: '2120000000' })).toEqual({});
  });

  it('check a customer’s given tax number, as the add form does', async () => {
    expect((await validateUserEdit({ ...valid, role: 0, taxNumber: '123' })).taxNumber).toBe('Vergi numarası 10 veya 11 haneli olmalıdır');
    expect(await validateUserEdit({ ...valid, role: 0, taxNumber: '' })).toEqual({});
  });

  it('keep tax numbers and company phones to digits, a tax number to 11', () => {
    expect(digitsOnly('12a34-567 890123', 11)).toBe('12345678901');
  });

  it('send the company as a JSON string and the username for the server to re-check', () => {
    const body = userUpdateBody({ ...supplier, companyName: 'Örnek', taxNumber: '1234567890', companyPhone: '2120000000' });
    expect(body).toMatchObject({ username: 'deniz.usta', role: 1, phoneNumber: '905321234567' });
    expect(JSON.parse(body.company!)).toEqual({ name: 'Örnek', taxNumber: '1234567890', phone: '2120000000' });
    expect(userUpdateBody(valid)).not.toHaveProperty('company');
  });

  it('round-trip a user through the form', () => {
    const user = { name: 'Ada', surname: 'Demir', email: 'ada@example.com', phoneNumber: '905551112233', role: 1 as const, company: { name: 'Demir AŞ', taxNumber: '1234567890', phone: '2121112233' } };
    const form = userFormOf(user);
    expect(form.phone).toBe('+90 555 111 22 33');
    expect(applyUserForm(user, { ...form, surname: 'Çelik' })).toEqual({ ...user, surname: 'Çelik' });
  });

  it('place the server’s field messages next to the form’s fields', () => {
    expect(formErrorsOf({ phoneNumber: 'p', 'company.taxNumber': 't', 'company.phone': 'c', email: 'e', _: 'x' })).toEqual({ phone: 'p', taxNumber: 't', companyPhone: 'c', email: 'e' });
  });
});
