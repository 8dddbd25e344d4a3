// `npm run bench` reportPdf.blankMs: what printing costs before the report adds anything — a Node
// process that launches Chromium as `gpuplan report` does, opens a page, prints an empty page with
// page.pdf and closes. The launch arguments, context and PDF options come as JSON in argv[2] from
// scripts/bench-browser.ts, which takes them from cli/report.ts, so both stay the same.
import { chromium } from 'playwright-core';

const { executablePath, env, args, context, pdf } = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath, env: env ? { ...process.env, ...env } : undefined, args, headless: true });
try {
  const page = await (await browser.newContext(context)).newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.pdf(pdf);
} finally {
  await browser.close();
}
