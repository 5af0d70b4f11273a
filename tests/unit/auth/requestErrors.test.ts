import { describe, expect, it } from 'vitest';
import { forgotErrorText } from '../../../src/custom/auth/forgotForm';
import { retryAfterSeconds } from '../../../src/ui/requestError';
import { smsSendErrorText, smsVerifyErrorText } from '../../../src/custom/auth/smsErrors';
import { HttpError, TimeoutError } from '../../../src/providers/httpClient';

const http = (status: number, body: Record<string, unknown> = {}) => new HttpError(String(body.message ?? status), status, body);

describe('forgot password errors (000 section 8)', () => {
  it('has a distinct 404 text per method', () => {
    expect(forgotErrorText(http(404, { message: 'x' }), 'email')).toBe('Bu e-posta adresine kayıtlı kullanıcı bulunamadı.');
    expect(forgotErrorText(http(404), 'sms')).toBe('Bu telefon numarasına kayıtlı kullanıcı bulunamadı.');
  });

  it("shows a 429's server message, else the spec's", () => {
    expect(forgotErrorText(http(429, { message: 'Lütfen 2 dakika bekleyin.' }), 'email')).toBe('Lütfen 2 dakika bekleyin.');
    expect(forgotErrorText(http(429), 'sms')).toBe('Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.');
  });

  it('shows any other server message, else the general text', () => {
    expect(forgotErrorText(http(400, { message: 'Geçerli bir e-posta adresi girin' }), 'email')).toBe('Geçerli bir e-posta adresi girin');
    expect(forgotErrorText(new Error('boom'), 'email')).toBe('Bir hata oluştu. Lütfen tekrar deneyin.');
  });
});

describe('SMS errors', () => {
  it('says why a code could not be sent', () => {
    expect(smsSendErrorText(http(500))).toBe('SMS gönderimi başarısız.');
    expect(smsSendErrorText(http(502, { message: 'SMS sağlayıcısına ulaşılamadı.' }))).toBe('SMS sağlayıcısına ulaşılamadı.');
    expect(smsSendErrorText(new TypeError('Failed to fetch'))).toBe('SMS gönderimi sırasında hata oluştu');
    expect(smsSendErrorText(new TimeoutError())).toMatch(/zaman aşımı/);
  });

  it('says why a code was refused', () => {
    expect(smsVerifyErrorText(http(400))).toBe('Kod hatalı. Lütfen tekrar deneyin.');
    expect(smsVerifyErrorText(http(500))).toBe('SMS doğrulama başarısız');
    expect(smsVerifyErrorText(new TypeError('Failed to fetch'))).toBe('SMS doğrulama sırasında hata oluştu');
  });

  it('reads retryAfter from a 429', () => {
    expect(retryAfterSeconds(http(429, { retryAfter: 95 }))).toBe(95);
    expect(retryAfterSeconds(http(429, { retryAfter: '12.2' }))).toBe(13);
    expect(retryAfterSeconds(http(429))).toBeUndefined();
  });
});
