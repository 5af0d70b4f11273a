import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, CreateBase, Form, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import { jobsResource } from '../../../src/domain/resources/jobs';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ResourceInputs } from '../../../src/resources/generic/ResourceInputs';
import type { FieldInputProps, ResourceOverride } from '../../../src/resources/generic/resourceOverride';
import { adminAuth } from './adminAuth';
import { renderGeneratedList } from './renderGeneratedList';

// Issue 23 item 5: the form slots the job form needed, usable by every declared resource: the
// fields a form shows and their order, what stands for a field the role may not set, and a
// dialog title naming its record.

afterEach(cleanup);

/** The job form's inputs for a role, as a new job's dialog holds them. */
const jobInputs = (role: number, props: { fields?: ResourceOverride['formFields']; locked?: ResourceOverride['lockedInputs'] }) =>
  render(
    <MemoryRouter>
      <AdminContext authProvider={{ ...adminAuth, getIdentity: async () => ({ id: 1, role }) }} i18nProvider={i18nProvider} store={memoryStore()}>
        <CreateBase resource={jobsResource.route}>
          <Form>
            <ResourceInputs declaration={jobsResource} {...props} />
          </Form>
        </CreateBase>
      </AdminContext>
    </MemoryRouter>,
  );

const LockedCustomer = ({ field }: FieldInputProps) => <p>{`Kilitli: ${field.label}`}</p>;

describe('the generated form’s field slots', () => {
  it('shows only the override’s fields, in its order', async () => {
    const { container } = jobInputs(3, { fields: ['quantity', 'description'] });
    await screen.findByLabelText(/^Açıklama/, undefined, { timeout: 5000 });
    const names = [...container.querySelectorAll('input, textarea')].map((e) => e.getAttribute('name'));
    expect(names.filter(Boolean)).toEqual(['quantity', 'description']);
    expect(screen.queryByLabelText(/^Başlık/)).toBeNull();
  }, 20_000);

  it('draws the locked stand-in for a role that may not set the field, and the input for one that may', async () => {
    jobInputs(2, { fields: ['customerName'], locked: { customerName: LockedCustomer } });
    expect(await screen.findByText('Kilitli: Müşteri adı', undefined, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    jobInputs(3, { fields: ['customerName'], locked: { customerName: LockedCustomer } });
    expect(await screen.findByLabelText(/^Müşteri adı/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/^Kilitli/)).toBeNull();
  }, 20_000);

  it('names the edited record in the edit dialog’s title where the override’s title asks for it', async () => {
    const bench = { id: 2, name: 'Freze 2', status: 'Pasif' };
    const dataProvider = { getList: vi.fn(async () => ({ data: [bench], total: 1 })), getOne: vi.fn(async () => ({ data: bench })), getMany: vi.fn(async () => ({ data: [] })) } as unknown as DataProvider;
    renderGeneratedList(benchesResource, { forms: 'dialog', formTitles: { edit: 'Tezgahı Düzenle (#%{id})' } }, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Freze 2' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Tezgahı Düzenle (#2)' })).toBeInTheDocument();
  }, 20_000);
});
