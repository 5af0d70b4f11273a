import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import { HttpError } from '../../../src/providers/httpClient';
import type { ResourceOverride } from '../../../src/resources/generic/resourceOverride';
import { renderGeneratedList } from './renderGeneratedList';

// A form dialog's own refusal is said once, by our notice in place of react-admin's (which also
// fired on the server's refusal: tests/e2e/form-refusals.spec.ts).

afterEach(cleanup);

const DUPLICATE = 'Bu isimde bir tezgah zaten mevcut';

const provider = () => {
  let first = true;
  return {
    getList: vi.fn(async () => ({ data: [{ id: 1, name: 'CNC Torna 1', status: 'Aktif' }], total: 1 })),
    getMany: vi.fn(async () => ({ data: [] })),
    create: vi.fn(async (_resource: string, params: { data: RaRecord }) => {
      if (first) {
        first = false;
        throw new HttpError(DUPLICATE, 409, { success: false, message: DUPLICATE, errors: { name: DUPLICATE } });
      }
      return { data: { ...params.data, id: 2 } };
    }),
  } as unknown as DataProvider & { create: ReturnType<typeof vi.fn> };
};

const dialogForm: ResourceOverride = { forms: 'dialog', createLabel: 'Yeni Tezgah' };

describe('a form dialog’s refusal toasts', () => {
  it('still says the form’s own refusal once, beside the field’s text', async () => {
    renderGeneratedList(benchesResource, dialogForm, provider());
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni Tezgah' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Tezgah adı/), 'a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Tezgah adı en az 2 karakter olmalıdır')).toBeInTheDocument();
    expect(await screen.findAllByText('Form geçerli değil. Lütfen hataları kontrol edin.')).toHaveLength(1);
  }, 30_000);
});
