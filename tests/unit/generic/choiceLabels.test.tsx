import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCell } from '../../../server/services/transfer/cellFormat';
import { RESOURCES } from '../../../src/domain/resources';
import { choiceLabel } from '../../../src/domain/resources/choices';
import type { FieldDeclaration, ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { FieldCell } from '../../../src/resources/generic/FieldCell';
import { GeneratedShow } from '../../../src/resources/generic/GeneratedShow';
import { listFilters } from '../../../src/resources/generic/listFilters';
import { ResourceInputs } from '../../../src/resources/generic/ResourceInputs';
import { adminAuth } from './adminAuth';

// Issue 23 item 4: a choice shows its label wherever it appears (operations: active → Aktif), in
// every declaration, so the generated form can no longer offer 'active' where the list says Aktif.

afterEach(cleanup);

const dataProvider = (record: Record<string, unknown> = {}) =>
  ({
    getOne: async () => ({ data: { id: 1, ...record } }),
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
  }) as unknown as DataProvider;

const inAdmin = (children: ReactNode, record?: Record<string, unknown>, path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider(record)} authProvider={adminAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );

/** The options a select offers once opened, its empty choice left out. */
const optionsOf = async (label: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '')
    .filter((text) => text.trim() !== '');
};

/** A list filter's options: its buttons after 'Tümü' when it has few, else its select's. */
const filterOptionsOf = async (label: string) => {
  await waitFor(() => expect(screen.queryByRole('group', { name: label }) ?? screen.queryByRole('combobox', { name: new RegExp(`^${label}`) })).not.toBeNull());
  const group = screen.queryByRole('group', { name: label });
  if (!group) return optionsOf(label);
  const [all, ...options] = within(group).getAllByRole('button').map((b) => b.textContent ?? '');
  expect(all).toBe('Tümü');
  return options;
};

const labelsOf = (f: FieldDeclaration) => [...new Set((f.choices ?? []).map(choiceLabel))];

const choiceFields: [string, ResourceDeclaration, FieldDeclaration][] = RESOURCES.flatMap((d) =>
  d.fields.filter((f) => f.kind === 'choice').map((f): [string, ResourceDeclaration, FieldDeclaration] => [`${d.name}.${f.source}`, d, f]),
);

describe('every choice of every declaration shows its label', () => {
  it('finds the choice fields to walk (operations status among them)', () => {
    expect(choiceFields.map(([name]) => name)).toEqual(expect.arrayContaining(['operations.status', 'counters.status', 'jobs.status', 'stepTemplates.status']));
  });

  describe.each(choiceFields)('%s', (_name, declaration, field) => {
    it('in the list cell and the card (FieldCell), and in the export', () => {
      for (const choice of field.choices!) {
        inAdmin(
          <RecordContextProvider value={{ id: 1, [field.source]: choice.id }}>
            <FieldCell field={field} />
          </RecordContextProvider>,
        );
        expect(screen.getByText(choiceLabel(choice))).toBeInTheDocument();
        cleanup();
        // The CSV writes what the screen shows, from the record's value and from the stored one.
        expect(formatCell(field, choice.id)).toBe(choiceLabel(choice));
        expect(formatCell(field, choice.db)).toBe(choiceLabel(choice));
      }
    });

    it('on the generated show page', async () => {
      for (const choice of field.choices!) {
        inAdmin(
          <ResourceContextProvider value={declaration.route}>
            <Routes>
              <Route path="/:id/show" element={<GeneratedShow declaration={declaration} />} />
            </Routes>
          </ResourceContextProvider>,
          { [field.source]: choice.id },
          '/1/show',
        );
        expect(await screen.findByText(choiceLabel(choice))).toBeInTheDocument();
        cleanup();
      }
    }, 30_000);

    if (!field.readOnly && !field.serverFilled) it('as the options of the generated form, once per label', async () => {
      inAdmin(
        <ResourceContextProvider value={declaration.route}>
          <Form>
            <ResourceInputs declaration={declaration} />
          </Form>
        </ResourceContextProvider>,
      );
      expect(await optionsOf(field.label)).toEqual(labelsOf(field));
    }, 20_000);

    if (field.filter) it('as the options of the list filter, once per label', async () => {
      const filter = listFilters(declaration).find((el) => (el.props as { source?: string }).source === field.source)!;
      inAdmin(
        <ResourceContextProvider value={declaration.route}>
          <Form>{filter}</Form>
        </ResourceContextProvider>,
      );
      expect(await filterOptionsOf(field.label)).toEqual(labelsOf(field));
    }, 20_000);
  });
});

describe('a choice several values share (operations: inactive and pending are both Pasif)', () => {
  const operations = RESOURCES.find((d) => d.name === 'operations')!;
  const status = operations.fields.find((f) => f.source === 'status')!;

  it('edits a pending operation as Pasif, and filters Pasif by the passive group', async () => {
    inAdmin(
      <ResourceContextProvider value={operations.route}>
        <Form record={{ id: 1, status: 'pending' }}>
          <ResourceInputs declaration={operations} />
        </Form>
      </ResourceContextProvider>,
    );
    expect(await screen.findByRole('combobox', { name: new RegExp(`^${status.label}`) })).toHaveTextContent('Pasif');
    const filter = listFilters(operations).find((el) => (el.props as { source?: string }).source === 'status')!;
    expect((filter.props as { choices: unknown }).choices).toEqual([
      { id: 'active', name: 'Aktif' },
      { id: 'passive', name: 'Pasif' },
    ]);
  }, 20_000);
});
