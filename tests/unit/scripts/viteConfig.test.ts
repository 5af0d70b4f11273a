import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import config from '../../../vite.config';

const resolve = config as unknown as (env: ConfigEnv) => UserConfig;
const shellNodeEnv = process.env.NODE_ENV;

// The server's demo mode is NODE_ENV=development; a build under it bundled React's development
// runtime (a jsx-dev-runtime chunk, 80 KiB more on the sign-in page, issue 23).
describe('vite.config', () => {
  afterEach(() => {
    process.env.NODE_ENV = shellNodeEnv;
  });

  it('makes every build a production build, whatever NODE_ENV the shell has', () => {
    process.env.NODE_ENV = 'development';
    resolve({ command: 'build', mode: 'production' });
    expect(process.env.NODE_ENV).toBe('production');
  });

  it('leaves the dev server as the shell has it', () => {
    process.env.NODE_ENV = 'development';
    resolve({ command: 'serve', mode: 'development' });
    expect(process.env.NODE_ENV).toBe('development');
  });
});
