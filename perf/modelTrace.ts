// `npx tsx perf/modelTrace.ts [dist dir]`: where the page's main thread spends a cold model
// opening (issue 24). Opens each of the bench's small models once in a fresh browser, as the
// bench does, with a Chromium trace running from the click to the first drawn frame, and prints
// every main-thread task over 50 ms with what ran in it (trace events and JavaScript samples by
// self time). Serves an existing build (dist/ unless named): run `npm run build` first.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { binaryStl } from '../tests/fixtures/models/binaryStl';
import { stepAssembly, stepBox } from '../tests/fixtures/models/stepAssembly';
import { launch, projectPage, projectWithModels } from './models';
import { startBenchServer } from './server';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[] } };
  id?: string;
}
interface CpuProfile {
  nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; parent?: number }[];
  samples?: number[];
}

// TRACE_SPLIT_ONLY: the marks alone, under a trace light enough not to slow the opening much.
// TRACE_TASK_MS: the shortest main-thread task listed (50 unless told).
const TASK_US = Number(process.env.TRACE_TASK_MS ?? 50) * 1000;
// TRACE_INVALIDATIONS: also why each style pass ran (the nodes invalidated and the reasons).
const CATEGORIES = (
  process.env.TRACE_SPLIT_ONLY
    ? ['blink.user_timing']
    : ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler', ...(process.env.TRACE_INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [])]
).join(',');

/** Clicks 'Görüntüle', waits for the first frame, and answers the trace's events. */
const tracedOpen = async (page: Page, name: string): Promise<TraceEvent[]> => {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  if (process.env.TRACE_PRESS_FIRST) {
    // A press released off the button: MUI's ripple styles are in the page before the click.
    const box = (await page.locator(`button[aria-label="Görüntüle: ${name}"]`).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5);
    await page.mouse.up();
    await page.waitForTimeout(1000);
  }
  if (process.env.TRACE_MOVE_KEYFRAMES)
    await page.evaluate(`(() => {
      const moved = document.createElement('style');
      document.head.appendChild(moved);
      for (const sheet of [...document.styleSheets]) {
        if (sheet.ownerNode === moved) continue;
        for (let i = sheet.cssRules.length - 1; i >= 0; i--) if (sheet.cssRules[i].type === 7) { moved.sheet.insertRule(sheet.cssRules[i].cssText); sheet.deleteRule(i); }
      }
    })()`);
  await page.evaluate(`document.addEventListener('click', () => performance.mark('trace-click'), { capture: true, once: true })`);
  await page.locator(`button[aria-label="Görüntüle: ${name}"]`).click();
  await page.locator('[data-testid=model-canvas][data-rendered=true]').waitFor({ timeout: 180_000 });
  await cdp.send('Tracing.end');
  await done;
  return events;
};

/** A style or layout pass: how many elements, and the script that forced it when one did. */
const styleWork = (e: TraceEvent) => {
  if (e.name !== 'UpdateLayoutTree' && e.name !== 'Layout') return '';
  const args = e.args as { elementCount?: number; beginData?: { stackTrace?: { functionName: string; url: string }[] } } | undefined;
  const forcedBy = args?.beginData?.stackTrace?.[0];
  return `${args?.elementCount !== undefined ? ` of ${args.elementCount} elements` : ''}${forcedBy ? `, forced by ${forcedBy.functionName || '(anonymous)'} ${path.basename(forcedBy.url)}` : ''}`;
};

/** The page's main thread: the renderer thread whose user timing has the click mark. */
const report = (name: string, events: TraceEvent[]) => {
  const click = events.find((e) => e.name === 'trace-click');
  const frame = events.find((e) => e.name === 'model-first-frame');
  if (!click) return console.log(`${name}: no click mark in the trace`);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === click.pid)!;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const end = frame?.ts ?? Infinity;
  console.log(`\n${name}: click → first frame ${frame ? ((frame.ts - click.ts) / 1000).toFixed(0) : '?'} ms`);
  // The split: the viewer's marks on every thread (page, reader, renderer) from the click on.
  const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '']));
  const marks = events.filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith('model-') && e.ts >= click.ts && e.ts <= (frame?.ts ?? Infinity)).sort((x, y) => x.ts - y.ts);
  for (const m of marks) console.log(`  mark +${((m.ts - click.ts) / 1000).toFixed(0).padStart(5)} ms  ${m.name.padEnd(24)} ${threads.get(`${m.pid}:${m.tid}`) ?? m.tid}`);
  if (process.env.TRACE_SPLIT_ONLY) return;
  // The page's own frames while the model is read: an animation on the page's thread (MUI's
  // stripes move `left`) restyles, lays out and paints every frame; one on the compositor does not.
  const during = onMain.filter((e) => e.ph === 'X' && e.ts >= click.ts && e.ts <= end);
  const count = (n: string) => during.filter((e) => e.name === n).length;
  console.log(`  page thread: ${count('UpdateLayoutTree')} style passes, ${count('Layout')} layouts, ${count('Paint')} paints in ${((Math.min(end, during.at(-1)?.ts ?? click.ts) - click.ts) / 1000).toFixed(0)} ms`);
  // Samples of the page's thread: the profile's nodes arrive in chunks, with each sample's delta.
  const nodes = new Map<number, { label: string }>();
  const samples: { ts: number; node: number }[] = [];
  // Each thread profiles under its own id: the main thread's Profile event names it.
  const profile = events.find((p) => p.name === 'Profile' && p.pid === main.pid && p.tid === main.tid);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid || e.id !== profile?.id) continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, { label: `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url ?? '')}:${n.callFrame.lineNumber}` });
    let ts = samples.at(-1)?.ts ?? (profile?.args?.data?.startTime as number) ?? e.ts;
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  // The workers' tasks over 30 ms in the same span (reading, drawing).
  const threadName = new Map(events.filter((e) => e.name === 'thread_name' && e.pid === main.pid).map((e) => [e.tid, e.args?.name ?? '']));
  for (const e of events.filter((w) => w.pid === main.pid && w.tid !== main.tid && w.name === 'RunTask' && (w.dur ?? 0) > 30_000 && w.ts > click.ts && w.ts < end))
  {
    console.log(`  worker ${threadName.get(e.tid)} (${e.tid}) task at +${((e.ts - click.ts) / 1000).toFixed(0)} ms: ${((e.dur ?? 0) / 1000).toFixed(0)} ms`);
    // What ran in it, as the trace names it (scripts, GPU calls, messages).
    const inside = events.filter((w) => w.pid === e.pid && w.tid === e.tid && w.ph === 'X' && w !== e && w.ts >= e.ts && w.ts < e.ts + e.dur! && (w.dur ?? 0) > 4_000);
    for (const w of inside.slice(0, 10)) console.log(`    ${w.name}${w.args?.data?.functionName ? ` ${String(w.args.data.functionName)}` : ''}: ${((w.dur ?? 0) / 1000).toFixed(1)} ms at +${((w.ts - e.ts) / 1000).toFixed(0)}`);
  }
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > TASK_US && e.ts + (e.dur ?? 0) > click.ts && e.ts < end);
  for (const task of tasks) {
    const to = task.ts + task.dur!;
    console.log(`  task at +${((task.ts - click.ts) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms`);
    const inside = onMain.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < to && (e.dur ?? 0) > 4_000);
    for (const e of inside.slice(0, 14)) console.log(`    ${e.name}${e.args?.data?.type ? ` (${String(e.args.data.type)})` : ''}${e.args?.data?.functionName ? ` ${String(e.args.data.functionName)}` : ''}${styleWork(e)}: ${((e.dur ?? 0) / 1000).toFixed(1)} ms at +${((e.ts - task.ts) / 1000).toFixed(0)}`);
    if (process.env.TRACE_INVALIDATIONS) {
      const reasons = new Map<string, number>();
      for (const e of events.filter((i) => i.pid === main.pid && i.name.includes('Invalidation') && i.ts >= task.ts && i.ts < to)) {
        const data = e.args?.data as { reason?: string; nodeName?: string; selectors?: unknown; changedClass?: string; changedAttribute?: string; changedPseudo?: string } | undefined;
        const label = `${e.name} ${data?.reason ?? ''} ${data?.changedPseudo ?? data?.changedClass ?? data?.changedAttribute ?? ''} ${e.name.startsWith('StyleRecalc') ? '' : (data?.nodeName ?? '')} ${JSON.stringify(data?.selectors ?? '').slice(0, 200)}`;
        reasons.set(label, (reasons.get(label) ?? 0) + 1);
      }
      for (const [label, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`      ${n}× ${label}`);
    }
    const self = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < to);
    within.forEach((s, i) => {
      const label = nodes.get(s.node)?.label ?? String(s.node);
      const next = within[i + 1]?.ts ?? to;
      self.set(label, (self.get(label) ?? 0) + (next - s.ts));
    });
    for (const [label, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`      ${(us / 1000).toFixed(1)} ms  ${label}`);
  }
};

const server = await startBenchServer({ frontDir: path.resolve(process.argv[2] ?? 'dist') });
const browser = await launch();
try {
  const projectId = await projectWithModels(server, 'Model izi', [
    { name: 'kup.stl', bytes: binaryStl(12) },
    { name: 'govde.step', bytes: Buffer.from(stepBox([60, 40, 25], 'Govde')) },
    { name: 'montaj-a.step', bytes: Buffer.from(stepAssembly({ parts: 24, name: 'Montaj A' })) },
    { name: 'montaj-b.step', bytes: Buffer.from(stepAssembly({ parts: 24, name: 'Montaj B' })) },
    { name: 'tarama.stl', bytes: binaryStl(1_000_000) },
  ]);
  // 'a+b': b traced as the second model of a page that opened and closed a (the warm opening).
  for (const names of (process.env.TRACE_MODELS ?? 'kup.stl,govde.step,montaj-a.step,montaj-a.step+montaj-b.step').split(',')) {
    const page = await projectPage(browser, server.baseUrl, projectId);
    const [first, second] = names.split('+');
    if (second) {
      await page.locator(`button[aria-label="Görüntüle: ${first}"]`).click();
      await page.locator('[data-testid=model-canvas][data-rendered=true]').waitFor({ timeout: 180_000 });
      await page.getByRole('button', { name: 'Kapat' }).click();
      await page.getByTestId('model-canvas').waitFor({ state: 'hidden' });
    }
    report(names, await tracedOpen(page, second ?? first));
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
