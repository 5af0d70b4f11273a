import { describe, expect, it } from 'vitest';
import { bulkToasts } from '../../../src/resources/operations/bulkOutcome';
import { operationResolver, type TakenNames } from '../../../src/resources/operations/operationForm';
import { duplicateNameError, foldName } from '../../../src/resources/operations/operationNames';
import { choiceText, formChoiceValue } from '../../../src/domain/resources/choices';
import { operationsResource } from '../../../src/domain/resources/operations';
import { resolveForm } from '../formResolver';

const existing = [{ id: 1, name: 'Tornalama' }, { id: 2, name: 'Isıl İşlem' }];

describe('duplicate operation names (001 section 5)', () => {
  it('rejects a name already queued, before looking at the catalogue', () => {
    expect(duplicateNameError(' tornalama ', ['Tornalama'], existing)).toBe('Bu isimde bir operasyon zaten eklenmiş');
  });

  it('rejects a name already in the catalogue, ignoring case and Turkish capitals', () => {
    expect(duplicateNameError('TORNALAMA', [], existing)).toBe('Bu isimde bir operasyon zaten mevcut');
    expect(duplicateNameError('ISIL İŞLEM', [], existing)).toBe('Bu isimde bir operasyon zaten mevcut');
    expect(duplicateNameError('ısıl işlem', [], existing)).toBe('Bu isimde bir operasyon zaten mevcut');
  });

  it('lets an operation keep its own name when edited, and accepts new names', () => {
    expect(duplicateNameError('tornalama', [], existing, 1)).toBeNull();
    expect(duplicateNameError('Honlama', ['Raybalama'], existing)).toBeNull();
  });

  it('folds the way the server index does', () => {
    expect(foldName('ÇAPAK ALMA')).toBe('çapak alma');
    expect(foldName('KILAVUZ')).toBe(foldName('kılavuz'));
  });
});

describe('operation status on the screen and the wire', () => {
  it('shows active as Aktif and inactive or pending as Pasif, and sends active or inactive', () => {
    // The generated list, show and edit read the declared choices (fieldKinds, choices.ts).
    const status = operationsResource.fields.find((f) => f.source === 'status')!;
    expect(choiceText(status, 'active')).toBe('Aktif');
    expect(choiceText(status, 'pending')).toBe('Pasif');
    expect(choiceText(status, 'inactive')).toBe('Pasif');
    const formStatus = (value: 'active' | 'inactive' | 'pending') => formChoiceValue(status, value);
    expect(formStatus('pending')).toBe('inactive');
    expect(formStatus('inactive')).toBe('inactive');
    expect(formStatus('active')).toBe('active');
  });
});

describe('bulk add toasts (001 section 8)', () => {
  it('counts successes and failures, or says none was added', () => {
    expect(bulkToasts(3, 0)).toEqual([{ kind: 'success', message: '3 operasyon başarıyla eklendi' }]);
    expect(bulkToasts(2, 1)).toEqual([
      { kind: 'success', message: '2 operasyon başarıyla eklendi' },
      { kind: 'error', message: '1 operasyon eklenirken hata oluştu' },
    ]);
    expect(bulkToasts(0, 3)).toEqual([{ kind: 'error', message: 'Hiçbir operasyon eklenemedi' }]);
  });
});

describe('the new and edit operation form', () => {
  const catalogue = [{ id: 1, name: 'Tornalama' }];
  const draft = (name: string, description = 'Açıklama') => ({ name, description, status: 'active' as const });
  const errors = async (values: ReturnType<typeof draft>, queued: string[], editingId?: number) => {
    const taken: TakenNames = { queued, catalogue, editingId };
    return (await resolveForm(operationResolver(() => taken), values)).errors;
  };

  it('needs a trimmed name and a description', async () => {
    expect(await errors(draft('  ', ' '), [])).toEqual({ name: 'Operasyon adı gereklidir', description: 'Açıklama gereklidir' });
  });

  it('refuses a queued or existing name, but not the edited operation’s own', async () => {
    expect((await errors(draft('honlama'), ['Honlama'])).name).toBe('Bu isimde bir operasyon zaten eklenmiş');
    expect((await errors(draft('TORNALAMA'), [])).name).toBe('Bu isimde bir operasyon zaten mevcut');
    expect(await errors(draft('Tornalama'), [], 1)).toEqual({});
  });

  it('sends the declared body: texts trimmed, the status as chosen', async () => {
    const { body } = await resolveForm(operationResolver(() => ({ queued: [], catalogue })), { name: ' Honlama ', description: ' İç yüzey ', status: 'inactive' as const });
    expect(body).toEqual({ name: 'Honlama', description: 'İç yüzey', status: 'inactive' });
  });
});
