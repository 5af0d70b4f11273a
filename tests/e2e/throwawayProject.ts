import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The working tree's top-level entries a copy leaves out: installed, built or run state. */
const LEFT_OUT = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report', '.tmp']);

/**
 * A copy of this project's working tree in a temp dir, sharing its node_modules through a symlink,
 * for a test that changes the code (declares a resource) without touching the checkout.
 */
export class ThrowawayProject {
  readonly dir: string;

  constructor(source = process.cwd()) {
    this.dir = mkdtempSync(path.join(tmpdir(), 'atolye-throwaway-'));
    cpSync(source, this.dir, { recursive: true, filter: (from) => !LEFT_OUT.has(path.relative(source, from).split(path.sep)[0]!) });
    symlinkSync(realpathSync(path.join(source, 'node_modules')), path.join(this.dir, 'node_modules'), 'dir');
  }

  /** Runs a project binary (tsx, tsc, vite) in the copy; its output is the error when it fails. */
  async exec(bin: string, args: readonly string[]): Promise<string> {
    try {
      const { stdout } = await run(path.join(this.dir, 'node_modules/.bin', bin), args, { cwd: this.dir, maxBuffer: 16 * 1024 * 1024 });
      return stdout;
    } catch (err) {
      const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
      throw new Error(`${bin} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
    }
  }

  /** Runs one of package.json's scripts in the copy (npm test's parts: test:unit, test:api), with extra arguments. */
  async npmRun(script: string, args: readonly string[]): Promise<string> {
    try {
      const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], { cwd: this.dir, maxBuffer: 64 * 1024 * 1024 });
      return stdout;
    } catch (err) {
      const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
      throw new Error(`npm run ${script} failed:\n${stdout}\n${stderr}`);
    }
  }

  /** The test files under a folder of the copy whose source matches a pattern, as paths relative to the copy. */
  testFilesMatching(folder: string, pattern: RegExp): string[] {
    return readdirSync(path.join(this.dir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && pattern.test(this.read(path.join(folder, file))))
      .map((file) => path.join(folder, file))
      .sort();
  }

  read(file: string): string {
    return readFileSync(path.join(this.dir, file), 'utf8');
  }

  /** Inserts text right after an anchor that must occur exactly once, as a developer's edit would. */
  insertAfter(file: string, anchor: string, text: string) {
    const parts = this.read(file).split(anchor);
    if (parts.length !== 2) throw new Error(`${file}: expected one '${anchor}', found ${parts.length - 1}`);
    writeFileSync(path.join(this.dir, file), `${parts[0]}${anchor}${text}${parts[1]}`);
  }

  /** Typechecks only the given entry files and what they import: the whole project takes minutes on a busy machine. */
  async typecheck(files: readonly string[]) {
    writeFileSync(path.join(this.dir, 'tsconfig.throwaway.json'), JSON.stringify({ extends: './tsconfig.json', include: [], files }));
    await this.exec('tsc', ['--noEmit', '-p', 'tsconfig.throwaway.json']);
  }

  remove() {
    // rmSync does not follow the node_modules symlink: the shared install stays.
    rmSync(this.dir, { recursive: true, force: true });
  }
}
