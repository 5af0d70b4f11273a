import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, profileUpdateOf, type ProfileForm } from '../../../src/custom/pages/profile/profileForm';
import { resolveForm } from '../formResolver';

/** What the dialog makes of its fields on submit: each field's message, and the body it sends. */
const validateProfileForm = async (values: ProfileForm) => {
  const { errors, body } = await resolveForm(zodResolver(profileFormSchema), values);
  return { errors, body: body && profileUpdateOf(body) };
};

const form = (extra: Partial<ProfileForm> = {}): ProfileForm => ({ firstName: 'Ayşe', lastName: 'Yılmaz', currentPassword: '', newPassword: '', confirmPassword: '', ...extra });

describe('the profile edit rules (000 section 5)', () => {
  it('needs first and last name, trimmed', async () => {
    expect((await validateProfileForm(form({ firstName: '  ', lastName: '' }))).errors).toEqual({ firstName: 'Ad gereklidir', lastName: 'Soyad gereklidir' });
    expect((await validateProfileForm(form({ firstName: ' Ali ' }))).body).toEqual({ firstName: 'Ali', lastName: 'Yılmaz' });
  });

  it('sends no password fields when none is filled', async () => {
    expect((await validateProfileForm(form())).body).toEqual({ firstName: 'Ayşe', lastName: 'Yılmaz' });
  });

  it('asks for all three password fields as soon as any one is filled', async () => {
    expect((await validateProfileForm(form({ confirmPassword: 'x' }))).errors).toEqual({
      currentPassword: 'Mevcut şifre gereklidir',
      newPassword: 'Şifre en az 6 karakter olmalıdır',
      confirmPassword: 'Şifreler eşleşmiyor',
    });
    expect((await validateProfileForm(form({ newPassword: 'Abc123!x' }))).errors).toEqual({ currentPassword: 'Mevcut şifre gereklidir', confirmPassword: 'Şifre onayı gereklidir' });
  });

  it('wants a new password of at least 6 characters that meets the registration rules, confirmed', async () => {
    expect((await validateProfileForm(form({ currentPassword: 'eski', newPassword: 'abc12', confirmPassword: 'abc12' }))).errors).toEqual({ newPassword: 'Şifre en az 6 karakter olmalıdır' });
    expect((await validateProfileForm(form({ currentPassword: 'eski', newPassword: 'abc123', confirmPassword: 'abc123' }))).errors).toEqual({ newPassword: 'Şifre en az 8 karakter olmalıdır' });
    expect((await validateProfileForm(form({ currentPassword: 'eski', newPassword: 'abcd1234!', confirmPassword: 'abcd1234!' }))).errors).toEqual({ newPassword: 'Şifre en az bir büyük harf içermelidir' });
    expect((await validateProfileForm(form({ currentPassword: 'eski', newPassword: 'Abc123!x', confirmPassword: 'Abc123!y' }))).errors).toEqual({ confirmPassword: 'Şifreler eşleşmiyor' });
  });

  it('sends the password change when every rule holds (the confirmation stays on the screen)', async () => {
    expect((await validateProfileForm(form({ currentPassword: 'eski', newPassword: 'Abc123!x', confirmPassword: 'Abc123!x' }))).body).toEqual({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      currentPassword: 'eski',
      newPassword: 'Abc123!x',
    });
  });
});
