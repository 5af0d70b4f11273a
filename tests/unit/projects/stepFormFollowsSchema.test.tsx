import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepEditForm } from '../../../src/resources/projects/detail/StepEditForm';
import { ToastProvider } from '../../../src/ui/ToastProvider';

// The declared step change with the progress bound lowered to 50: the form must refuse above it with its text.
vi.mock('../../../src/domain/resources/projects.schema', async (importOriginal) => {
  const { z } = await import('zod');
  const original = await importOriginal<typeof import('../../../src/domain/resources/projects.schema')>();
  return { ...original, projectStepSchema: original.projectStepSchema.extend({ progress: z.number().int().min(0).max(50, 'İlerleme en fazla 50 olabilir').optional() }) };
});
const updateStep = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('../../../src/resources/projects/projectApi', () => ({ updateStep }));

afterEach(cleanup);

const step = { id: 11, stepTemplateId: 4, stepName: 'Kaynak', status: 'in-progress' as const, progress: 20, notes: null, position: 0 };

describe('the step form follows the declared step change', () => {
  it('refuses a progress over the changed bound with its text, sending nothing; then saves the body the schema makes', async () => {
    const onSaved = vi.fn();
    render(
      <ToastProvider>
        <StepEditForm projectId={3} step={step} onSaved={onSaved} onCancel={vi.fn()} />
      </ToastProvider>,
    );
    const progress = screen.getByRole('textbox', { name: 'İlerleme (%)' });
    expect(progress).toHaveValue('20');
    await userEvent.clear(progress);
    await userEvent.type(progress, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İlerleme en fazla 50 olabilir')).toBeInTheDocument();
    expect(updateStep).not.toHaveBeenCalled();

    await userEvent.clear(progress);
    await userEvent.type(progress, '45');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notlar' }), '  kaynak ağzı açıldı ');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updateStep).toHaveBeenCalledWith(3, step, { status: 'in-progress', progress: 45, notes: 'kaynak ağzı açıldı' });
  });
});
