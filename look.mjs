import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1366, height: 800 }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
await p.goto('http://localhost:3400/auth/login');
await p.getByLabel('E-posta').fill('admin@example.com');
await p.getByLabel('Şifre', { exact: true }).fill('Demo123!');
await p.keyboard.press('Enter');
await p.waitForURL(/admin/);
await p.goto('http://localhost:3400/admin/view-project/1');
const btn = p.getByRole('button', { name: 'Dosya Yükle' });
await btn.focus();
for (const key of ['Enter', ' ']) {
  const chooser = p.waitForEvent('filechooser', { timeout: 2000 }).then(() => 'opened', () => 'NOT opened');
  await p.keyboard.press(key === ' ' ? 'Space' : key);
  console.log(key, await chooser);
}
await b.close();
