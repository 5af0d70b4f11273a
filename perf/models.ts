import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { binaryStl } from '../tests/fixtures/models/binaryStl';
import { stepAssembly, stepBox } from '../tests/fixtures/models/stepAssembly';
import type { BenchServer } from './server';

export interface ModelTimings {
  /** A binary STL of 12 triangles, from the click on 'Görüntüle' to the first drawn frame, in a fresh browser (median of the rounds). */
  stl_small_open_ms: number;
  /** A STEP of one body the same way (the CAD engine is fetched and compiled). */
  step_small_open_ms: number;
  /** A binary STL of 1,000,000 triangles the same way. */
  stl_open_ms: number;
  /** A STEP assembly of 24 parts the same way. */
  step_open_ms: number;
  /** Another 24-part STEP assembly next, in the same page: the workers and occt are warm. */
  step_open_second_ms: number;
  /** The longest main-thread task (Long Tasks API, so 0 means none over 50 ms) during each kind of opening (worst round), and the worst of them. */
  stl_small_longest_task_ms: number;
  step_small_longest_task_ms: number;
  stl_longest_task_ms: number;
  step_longest_task_ms: number;
  step_second_longest_task_ms: number;
  main_thread_longest_task_ms: number;
}

const STL_TRIANGLES = 1_000_000;
const STEP_PARTS = 24;
/** Each cold opening is timed this many times, each in a fresh browser context; the median is kept (the machine is shared). */
const ROUNDS = Number(process.env.BENCH_MODEL_ROUNDS ?? 3);

/** Chromium renders WebGL on the CPU here (SwiftShader): no GPU on these machines. */
export const launch = () =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--no-first-run', '--disable-background-networking'] });

const json = async (res: Response) => {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/** A project of the admin's holding the given models, through the API. */
export const projectWithModels = async (server: BenchServer, name: string, models: { name: string; bytes: Buffer }[]): Promise<number> => {
  const call = (path: string, body?: unknown) =>
    fetch(`${server.baseUrl}/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then(json);
  const step = (await call('/step-templates', { name })).template;
  const template = (await call('/project-templates', { name, steps: [step.id] })).template;
  const staff = await call('/projects/people/search?kind=staff');
  const customers = await call('/projects/people/search?kind=customers');
  const project = (await call('/projects', { name, projectTemplateId: template.id, projectManager: staff.people[0].id, oem: customers.people[0].id })).project;
  for (const model of models) {
    const form = new FormData();
    form.append('projectId', String(project.id));
    form.append('model', new Blob([new Uint8Array(model.bytes)]), model.name);
    await fetch(`${server.baseUrl}/v1/models/upload`, { method: 'POST', headers: { authorization: `Bearer ${server.token}` }, body: form }).then(json);
  }
  return project.id;
};

/**
 * A fresh context (empty cache), signed in as the admin through the login screen, on the project
 * page, as a user finds it: the page has loaded and gone quiet (no request for half a second),
 * and whatever the viewer readies while the page is idle is ready (the 'model-viewer-warming'
 * and 'model-viewer-warm' marks; a viewer that readies nothing ahead sets none, and the page's
 * quiet is all that is waited for).
 */
export const projectPage = async (browser: Browser, baseUrl: string, projectId: number): Promise<Page> => {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'tr-TR', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(DEMO_USERS.find((u) => u.role === 3)!.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/admin\//);
  await page.goto(`/admin/view-project/${projectId}`);
  await page.getByTestId('project-model').first().waitFor();
  await page.waitForLoadState('networkidle');
  // An idle callback of the bench's own runs after the page's (they run in order), so by then a
  // warm-up the page scheduled for its idle moment has begun; then it is waited for.
  await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve))');
  // A function, not a string: the page's CSP refuses a string evaluated by waitForFunction.
  await page.waitForFunction(() => performance.getEntriesByName('model-viewer-warm').length >= performance.getEntriesByName('model-viewer-warming').length, undefined, { timeout: 120_000 });
  return page;
};

interface Opening {
  ms: number;
  longest: number;
}

/**
 * Clicks 'Görüntüle' on a model and waits for its first drawn frame (the viewer's
 * 'model-first-frame' mark); the time runs from the click, the longest task is the Long Tasks
 * API's over that span.
 */
const openTimed = async (page: Page, name: string): Promise<Opening> => {
  // Strings, not functions: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`
    window.benchLongest = 0;
    performance.clearMarks('bench-open');
    performance.clearMarks('model-first-frame');
    window.benchObserver?.disconnect();
    window.benchClicked = Infinity;
    // A task that ended before the click is not the opening's (Playwright finding the button runs in the page too).
    window.benchObserver = new PerformanceObserver((list) => list.getEntries().forEach((e) => e.startTime + e.duration > window.benchClicked && (window.benchLongest = Math.max(window.benchLongest, e.duration))));
    window.benchObserver.observe({ type: 'longtask' });
    document.addEventListener('click', () => (window.benchClicked = performance.mark('bench-open').startTime), { capture: true, once: true });
  `);
  // By its label in CSS: a role query computes every button's accessible name in the page, a long task of its own.
  await page.locator(`button[aria-label="Görüntüle: ${name}"]`).click();
  await page.locator('[data-testid=model-canvas][data-rendered=true]').waitFor({ timeout: 180_000 });
  const figures = (await page.evaluate(`({
    ms: performance.getEntriesByName('model-first-frame').at(-1).startTime - performance.getEntriesByName('bench-open').at(-1).startTime,
    longest: window.benchLongest,
  })`)) as Opening;
  await page.getByRole('button', { name: 'Kapat' }).click();
  await page.getByTestId('model-canvas').waitFor({ state: 'hidden' });
  return { ms: Math.round(figures.ms), longest: Math.round(figures.longest) };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The rounds of one kind of opening: the median time, the worst longest task. */
const summary = (openings: Opening[]) => ({ ms: median(openings.map((o) => o.ms)), longest: Math.max(...openings.map((o) => o.longest)), all: openings.map((o) => o.ms) });

/** Opens generated models in Chromium against the bench server (which serves the bench's own build). */
export const measureModelOpening = async (server: BenchServer, rounds = ROUNDS): Promise<ModelTimings & { model_open_rounds_ms: Record<string, number[]> }> => {
  const projectId = await projectWithModels(server, 'Model ölçümü', [
    { name: 'kup.stl', bytes: binaryStl(12) },
    { name: 'govde.step', bytes: Buffer.from(stepBox([60, 40, 25], 'Govde')) },
    { name: 'tarama.stl', bytes: binaryStl(STL_TRIANGLES) },
    { name: 'montaj-a.step', bytes: Buffer.from(stepAssembly({ parts: STEP_PARTS, name: 'Montaj A' })) },
    { name: 'montaj-b.step', bytes: Buffer.from(stepAssembly({ parts: STEP_PARTS, name: 'Montaj B' })) },
  ]);
  const browser = await launch();
  try {
    const cold = async (name: string, then?: string): Promise<[Opening, Opening | null]> => {
      const page = await projectPage(browser, server.baseUrl, projectId);
      try {
        const first = await openTimed(page, name);
        return [first, then ? await openTimed(page, then) : null];
      } finally {
        await page.context().close();
      }
    };
    const runs: Record<'stlSmall' | 'stepSmall' | 'stl' | 'step' | 'stepSecond', Opening[]> = { stlSmall: [], stepSmall: [], stl: [], step: [], stepSecond: [] };
    // Interleaved, so a busy moment of the shared machine spreads over every kind.
    for (let round = 0; round < rounds; round++) {
      runs.stlSmall.push((await cold('kup.stl'))[0]);
      runs.stepSmall.push((await cold('govde.step'))[0]);
      runs.stl.push((await cold('tarama.stl'))[0]);
      const [first, second] = await cold('montaj-a.step', 'montaj-b.step');
      runs.step.push(first);
      runs.stepSecond.push(second!);
    }
    const [stlSmall, stepSmall, stl, step, stepSecond] = [runs.stlSmall, runs.stepSmall, runs.stl, runs.step, runs.stepSecond].map(summary);
    return {
      stl_small_open_ms: stlSmall.ms,
      step_small_open_ms: stepSmall.ms,
      stl_open_ms: stl.ms,
      step_open_ms: step.ms,
      step_open_second_ms: stepSecond.ms,
      stl_small_longest_task_ms: stlSmall.longest,
      step_small_longest_task_ms: stepSmall.longest,
      stl_longest_task_ms: stl.longest,
      step_longest_task_ms: step.longest,
      step_second_longest_task_ms: stepSecond.longest,
      main_thread_longest_task_ms: Math.max(stlSmall.longest, stepSmall.longest, stl.longest, step.longest, stepSecond.longest),
      model_open_rounds_ms: { stl_small: stlSmall.all, step_small: stepSmall.all, stl: stl.all, step: step.all, step_second: stepSecond.all },
    };
  } finally {
    await browser.close();
  }
};
