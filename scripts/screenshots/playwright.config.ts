import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/** The README's screenshots: the end-to-end setup pointed at this folder, run on request only. */
export default defineConfig({ ...base, testDir: '.', testMatch: '*-screenshots.spec.ts' });
