import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { binaryStl } from '../tests/fixtures/models/binaryStl';
import { stepAssembly } from '../tests/fixtures/models/stepAssembly';
import type { BenchServer } from './server';

export interface ModelTimings {
  /** A binary STL of 1,000,000 triangles, from the click on 'Görüntüle' to the first drawn frame, in a fresh browser. */
  stl_open_ms: number;
  /** A STEP assembly of 24 parts the same way (the worker and occt start cold, the WASM is fetched). */
  step_open_ms: number;
  /** Another 24-part STEP assembly next, in the same page: the worker and occt are warm. */
  step_open_second_ms: number;
  /** The longest main-thread task (Long Tasks API, so 0 means none over 50 ms) during each opening, and the worst of them. */
  stl_longest_task_ms: number;
  step_longest_task_ms: number;
  step_second_longest_task_ms: number;
  main_thread_longest_task_ms: number;
}

const STL_TRIANGLES = 1_000_000;
const STEP_PARTS = 24;

/** Chromium renders WebGL on the CPU here (SwiftShader): no GPU on these machines. */
const launch = () =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--no-first-run', '--disable-background-networking'] });

const json = async (res: Response) => {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/** A project of the admin's with the three models, through the API. */
const projectWithModels = async (server: BenchServer, models: { name: string; bytes: Buffer }[]): Promise<number> => {
  const call = (path: string, body?: unknown) =>
    fetch(`${server.baseUrl}/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then(json);
  const step = (await call('/step-templates', { name: 'Model ölçümü' })).template;
  const template = (await call('/project-templates', { name: 'Model ölçümü', steps: [step.id] })).template;
  const people = await call('/projects/people');
  const project = (await call('/projects', { name: 'Model ölçümü', projectTemplateId: template.id, projectManager: people.staff[0].id, oem: people.customers[0].id })).project;
  for (const model of models) {
    const form = new FormData();
    form.append('projectId', String(project.id));
    form.append('model', new Blob([new Uint8Array(model.bytes)]), model.name);
    await fetch(`${server.baseUrl}/v1/models/upload`, { method: 'POST', headers: { authorization: `Bearer ${server.token}` }, body: form }).then(json);
  }
  return project.id;
};

/** A fresh context (empty cache), signed in as the admin through the login screen, on the project page. */
const projectPage = async (browser: Browser, baseUrl: string, projectId: number): Promise<Page> => {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'tr-TR', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(DEMO_USERS.find((u) => u.role === 3)!.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/admin\//);
  await page.goto(`/admin/view-project/${projectId}`);
  await page.getByTestId('project-model').first().waitFor();
  return page;
};

/**
 * Clicks 'Görüntüle' on a model and waits for its first drawn frame (the viewer's
 * 'model-first-frame' mark); the time runs from the click, the longest task is the Long Tasks
 * API's over that span.
 */
const openTimed = async (page: Page, name: string): Promise<{ ms: number; longest: number }> => {
  // Strings, not functions: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`
    window.benchLongest = 0;
    performance.clearMarks();
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.benchLongest = Math.max(window.benchLongest, e.duration)))).observe({ type: 'longtask' });
    document.addEventListener('click', () => performance.mark('bench-open'), { capture: true, once: true });
  `);
  await page.getByRole('button', { name: `Görüntüle: ${name}` }).click();
  await page.locator('[data-testid=model-canvas][data-rendered=true]').waitFor({ timeout: 180_000 });
  const figures = (await page.evaluate(`({
    ms: performance.getEntriesByName('model-first-frame').at(-1).startTime - performance.getEntriesByName('bench-open').at(-1).startTime,
    longest: window.benchLongest,
  })`)) as { ms: number; longest: number };
  await page.getByRole('button', { name: 'Kapat' }).click();
  await page.getByTestId('model-canvas').waitFor({ state: 'hidden' });
  return { ms: Math.round(figures.ms), longest: Math.round(figures.longest) };
};

/** Opens generated models in Chromium against the bench server (which serves the bench's own build). */
export const measureModelOpening = async (server: BenchServer): Promise<ModelTimings> => {
  const projectId = await projectWithModels(server, [
    { name: 'tarama.stl', bytes: binaryStl(STL_TRIANGLES) },
    { name: 'montaj-a.step', bytes: Buffer.from(stepAssembly({ parts: STEP_PARTS, name: 'Montaj A' })) },
    { name: 'montaj-b.step', bytes: Buffer.from(stepAssembly({ parts: STEP_PARTS, name: 'Montaj B' })) },
  ]);
  const browser = await launch();
  try {
    const stlPage = await projectPage(browser, server.baseUrl, projectId);
    const stl = await openTimed(stlPage, 'tarama.stl');
    await stlPage.context().close();
    const stepPage = await projectPage(browser, server.baseUrl, projectId);
    const first = await openTimed(stepPage, 'montaj-a.step');
    const second = await openTimed(stepPage, 'montaj-b.step');
    return {
      stl_open_ms: stl.ms,
      step_open_ms: first.ms,
      step_open_second_ms: second.ms,
      stl_longest_task_ms: stl.longest,
      step_longest_task_ms: first.longest,
      step_second_longest_task_ms: second.longest,
      main_thread_longest_task_ms: Math.max(stl.longest, first.longest, second.longest),
    };
  } finally {
    await browser.close();
  }
};
