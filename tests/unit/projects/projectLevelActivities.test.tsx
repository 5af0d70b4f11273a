import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepsSection } from '../../../src/resources/projects/detail/StepsSection';
import type { ActivityRecord } from '../../../src/domain/resources/activities';
import type { ProjectRecord } from '../../../src/domain/resources/projects';
import { ToastProvider } from '../../../src/ui/ToastProvider';

afterEach(cleanup);

const activity = (id: number, stepTemplateId: number | null, title: string) =>
  ({ id, projectId: 3, stepTemplateId, type: 'materials', title, content: null, metadata: {}, createdBy: 1, createdByName: 'Ayşe Kaya', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z', attachments: [], commentCount: 0 }) as ActivityRecord;
const project = { id: 3, steps: [{ id: 1, stepTemplateId: 9, stepName: 'Kesim', status: 'pending', progress: 0, notes: null, position: 0 }] } as unknown as ProjectRecord;

describe('the project page lists every stored activity', () => {
  it('shows activities on no step (or on a step the project no longer has) apart, and adds one on the project itself', async () => {
    const onAddActivity = vi.fn();
    const onOpenActivity = vi.fn();
    const list = [activity(1, 9, 'Kesim notu'), activity(2, null, 'Malzeme: S235JR'), activity(3, 77, 'Eski adımın notu')];
    render(
      <ToastProvider>
        <StepsSection project={project} activities={list} canRun={false} onProject={vi.fn()} onAddActivity={onAddActivity} onOpenActivity={onOpenActivity} />
      </ToastProvider>,
    );
    const step = screen.getByTestId('project-step');
    expect(within(step).getAllByTestId('activity-entry').map((e) => e.textContent)).toEqual([expect.stringContaining('Kesim notu')]);
    const projectLevel = screen.getByTestId('project-level-activities');
    expect(within(projectLevel).getAllByTestId('activity-entry').map((e) => e.textContent)).toEqual([expect.stringContaining('Malzeme: S235JR'), expect.stringContaining('Eski adımın notu')]);
    await userEvent.click(within(projectLevel).getByText('Malzeme: S235JR'));
    expect(onOpenActivity).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(within(projectLevel).getByRole('button', { name: 'Aktivite Ekle' }));
    expect(onAddActivity).toHaveBeenCalledWith(null);
  });
});
