import type { BrowserContext, Page } from 'playwright-core';

export interface PageProblems {
  /** Console errors, uncaught exceptions and anything mentioning the Content Security Policy. */
  messages: string[];
  /** `securitypolicyviolation` events seen by the page itself. */
  cspViolations(page: Page): Promise<string[]>;
}

// Records every problem a page reports. Install before the first navigation.
export async function watchProblems(context: BrowserContext): Promise<PageProblems> {
  const messages: string[] = [];
  await context.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const watch = (page: Page) => {
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /content security policy/i.test(text)) {
        messages.push(`console.${message.type()}: ${text}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    messages,
    async cspViolations(page) {
      const value: unknown = await page.evaluate(() => Reflect.get(window, '__cspViolations'));
      return Array.isArray(value) ? value.map(String) : ['(violation recorder missing)'];
    },
  };
}
