// `npx tsx perf/modelCompare.ts <build A> <build B> [rounds]`: the 3D model openings of two front
// builds on this machine back to back, round by round in turn (A, B, A, B…), so a busy moment of
// the shared machine falls on both (issue 24). Prints each key's median for A and B.
import path from 'node:path';
import { measureModelOpening } from './models';
import { startBenchServer } from './server';

const [a, b] = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
const rounds = Number(process.argv[4] ?? 3);
if (!a || !b) throw new Error('usage: npx tsx perf/modelCompare.ts <build A> <build B> [rounds]');

type Figures = Awaited<ReturnType<typeof measureModelOpening>>;
const servers = [await startBenchServer({ frontDir: a }), await startBenchServer({ frontDir: b })];
const runs: Figures[][] = [[], []];
try {
  for (let round = 0; round < rounds; round++)
    for (const [i, server] of servers.entries()) {
      runs[i].push(await measureModelOpening(server, 1));
      console.log(`round ${round + 1} ${'AB'[i]}: ${JSON.stringify(runs[i].at(-1))}`);
    }
} finally {
  await Promise.all(servers.map((s) => s.close()));
}
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const keys = Object.keys(runs[0][0]).filter((k) => typeof runs[0][0][k as keyof Figures] === 'number') as (keyof Figures)[];
for (const key of keys) {
  const [ma, mb] = runs.map((r) => median(r.map((f) => f[key] as number)));
  // Longest tasks: the worst round, as the bench keeps it.
  const [wa, wb] = runs.map((r) => Math.max(...r.map((f) => f[key] as number)));
  console.log(`${key.padEnd(28)} A ${String(key.includes('longest') ? wa : ma).padStart(6)}   B ${String(key.includes('longest') ? wb : mb).padStart(6)}`);
}
process.exit(0);
