import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { jobRow, openJobs, toast } from './jobScenes';
import { projectFromApi } from './projectScenes';

/** Issue 22: a job's project, picked in the job form, shown on the job page and listed on the project's. */
test('an admin puts a job in a project: the job page links to it, the project page lists the job', async ({ page, request }) => {
  const stamp = Date.now();
  const project = await projectFromApi(request, `Kalıp Projesi ${stamp}`, [`Kesim ${stamp}`]);
  // A job like the demo ones (an operator and a customer: the admin's form asks for both), with no project.
  const headers = await apiToken(request, DEMO[3]);
  const model = (await (await request.get('/v1/jobs?limit=50', { headers })).json()).jobs.find((j: { assignedTo: number | null; workstationId: number | null }) => j.assignedTo && j.workstationId);
  const description = `Projeye bağlanacak iş ${stamp}`;
  const created = await request.post('/v1/jobs', {
    headers,
    data: { description, workstationId: model.workstationId, estimatedHours: 1, assignedTo: model.assignedTo, customerName: 'Ege Hidrolik' },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()).jobs as { id: number; projectId: number | null };
  expect(job.projectId).toBeNull();

  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await openJobs(page);
  await jobRow(page, description).getByRole('button', { name: 'Düzenle' }).click();
  const form = page.getByRole('dialog', { name: `İşi Düzenle (#${job.id})` });
  await form.getByRole('combobox', { name: 'Proje' }).fill(`Kalıp Projesi ${stamp}`);
  await page.getByRole('option', { name: `Kalıp Projesi ${stamp}` }).click();
  await expect(form.getByRole('combobox', { name: 'Proje' })).toHaveValue(`Kalıp Projesi ${stamp}`);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'İş başarıyla güncellendi')).toBeVisible();
  await expect(form).toBeHidden();

  await jobRow(page, description).getByRole('link', { name: 'Ayrıntılar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/dashboard/list-jobs/${job.id}/show`);
  const link = page.getByTestId('job-show-project');
  await expect(link).toHaveText(`Kalıp Projesi ${stamp}`);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/view-project/${project.id}`);
  const jobs = page.getByTestId('project-jobs');
  await expect(jobs.getByRole('heading', { name: 'İşler' })).toBeVisible();
  await jobs.getByRole('link', { name: new RegExp(`#${job.id} ${description}`) }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/dashboard/list-jobs/${job.id}/show`);

  // Emptied in the form, the job leaves the project: its page names none.
  await openJobs(page);
  await jobRow(page, description).getByRole('button', { name: 'Düzenle' }).click();
  await form.getByRole('combobox', { name: 'Proje' }).click();
  await form.getByRole('button', { name: 'Temizle' }).click();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'İş başarıyla güncellendi')).toBeVisible();
  expect((await (await request.get(`/v1/jobs/${job.id}`, { headers })).json()).jobs.projectId).toBeNull();
  await page.goto(`/admin/view-project/${project.id}`);
  await expect(page.getByTestId('project-jobs')).toContainText('Bu projeye bağlı iş yok');
});
