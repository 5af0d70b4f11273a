import { describe, expect, it } from 'vitest';
import { formatProjectDate } from '../../../src/domain/projectDates';
import { HttpError, TimeoutError } from '../../../src/providers/httpClient';
import { projectLoadError } from '../../../src/resources/projects/projectLoadError';

describe('project dates', () => {
  it('shows days as dd-mm-yyyy and instants as their Istanbul day', () => {
    expect(formatProjectDate('2026-03-07')).toBe('07-03-2026');
    expect(formatProjectDate('2026-03-06T22:30:00.000Z')).toBe('07-03-2026');
    expect(formatProjectDate(null)).toBe('-');
    expect(formatProjectDate('yarın')).toBe('-');
  });
});

describe('project load errors (001 section 8)', () => {
  const http = (status: number, message = 'Ayrıntı') => new HttpError(message, status, { message });
  it('names each status as the spec does', () => {
    expect(projectLoadError(http(404))).toBe('Projeler bulunamadı (404)');
    expect(projectLoadError(http(401))).toBe('Bu işlem için yetkiniz bulunmamaktadır');
    expect(projectLoadError(http(403))).toBe('Bu sayfaya erişim izniniz bulunmamaktadır');
    expect(projectLoadError(http(409, 'Çakışma'))).toBe('İstek hatası (409): Çakışma');
    expect(projectLoadError(new TypeError('Failed to fetch'))).toBe('İnternet bağlantınızı kontrol edin');
    expect(projectLoadError(new TimeoutError())).toBe('İstek zaman aşımına uğradı. Lütfen tekrar deneyin');
    expect(projectLoadError(http(502))).not.toBe(projectLoadError(http(500)));
  });
});
