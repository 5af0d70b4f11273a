import { describe, expect, it } from 'vitest';
import { loginErrorMessage, loginFailureText, loginMessageFromText } from '../../../src/custom/auth/loginError';
import { HttpError, TimeoutError } from '../../../src/providers/httpClient';
import { auth } from '../../../src/i18n/tr/auth';

const e = auth.login.errors;
const httpError = (status: number, message?: string) => new HttpError(message ?? `HTTP ${status}`, status, message ? { message } : {});

describe('login error mapping (000 section 8)', () => {
  it("builds the old client's text: 'Login failed: {status} {text}'", () => {
    expect(loginFailureText(httpError(401, 'E-posta veya şifre hatalı.'))).toBe('Login failed: 401 E-posta veya şifre hatalı.');
  });

  it.each([
    ['Login failed: 404 Not Found', e.notFound],
    ['Login failed: 401 Unauthorized', e.invalid],
    ['Invalid credentials', e.invalid],
    ['wrong password', e.invalid],
    ['Login failed: 500 Internal Server Error', e.server],
    ['network error: Failed to fetch', e.network],
    ['something else', e.fallback],
  ])('maps "%s" to "%s"', (text, shown) => {
    expect(loginMessageFromText(text)).toBe(shown);
  });

  it('shows the spec texts for the answers our server gives', () => {
    expect(loginErrorMessage(httpError(401, 'E-posta veya şifre hatalı.'))).toBe('E-posta veya şifre hatalı.');
    expect(loginErrorMessage(httpError(404))).toBe('Bu e-posta adresine kayıtlı kullanıcı bulunamadı.');
    expect(loginErrorMessage(httpError(500, 'Sunucu hatası.'))).toBe('Sunucu hatası. Lütfen daha sonra tekrar deneyin.');
    expect(loginErrorMessage(httpError(503))).toBe('Sunucu hatası. Lütfen daha sonra tekrar deneyin.');
    expect(loginErrorMessage(httpError(400))).toBe('Giriş yapılamadı.');
  });

  it('has its own text for a timeout and for a network failure', () => {
    expect(loginErrorMessage(new TimeoutError())).toBe('Bağlantı zaman aşımına uğradı. Lütfen tekrar deneyin.');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Bağlantı hatası. İnternet bağlantınızı kontrol edin.');
  });

  it("treats 'Failed to fetch user after login' as a failed sign-in, not as a network error", () => {
    expect(loginErrorMessage(new Error('Failed to fetch user after login'))).toBe('Giriş yapılamadı.');
  });

  it('shows the server message of a rate limit or a disabled account as sent', () => {
    expect(loginErrorMessage(httpError(429, 'Çok fazla deneme. 15 dakika sonra tekrar deneyin.'))).toBe('Çok fazla deneme. 15 dakika sonra tekrar deneyin.');
    expect(loginErrorMessage(httpError(403, 'Hesabınız devre dışı bırakılmış.'))).toBe('Hesabınız devre dışı bırakılmış.');
  });
});
