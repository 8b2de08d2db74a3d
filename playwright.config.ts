import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: './web/e2e',
  // The pseudo-locale's screens run against their own build only (PSEUDO_LOCALE=1, see docs/languages.md).
  testIgnore: process.env.PSEUDO_LOCALE ? [] : ['**/pseudo-locale.spec.ts'],
  fullyParallel: false,
  workers: 1,
  // A test that needs a retry to pass is a failure, not a pass.
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Mail goes to the tests' SMTP catcher, and a copy stays in the outbox for the staff's mail preview.
    env: { PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 4326}`, MAIL_OUTBOX: '1' },
  },
});
