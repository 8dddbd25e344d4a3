import { isAllowedExternalUrl } from './link-policy';

// Hardening applied to every web contents the app creates (app 'web-contents-created'): the page
// never navigates away from the bundled app, never opens windows and never embeds <webview>.
// Links to http(s) pages go to the system browser instead.

export interface PreventableEvent {
  preventDefault(): void;
}

export interface GuardableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export type OpenExternal = (url: string) => Promise<void>;

function openIfAllowed(url: string, openExternal: OpenExternal): void {
  if (!isAllowedExternalUrl(url)) return;
  openExternal(new URL(url).href).catch(() => {
    // No browser configured: nothing useful to tell the page.
  });
}

export function guardWebContents(contents: GuardableContents, openExternal: OpenExternal): void {
  // Client-side routing never performs a real navigation, so every navigation is refused.
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    openIfAllowed(url, openExternal);
  });
  contents.on('will-redirect', (event) => {
    event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openIfAllowed(url, openExternal);
    return { action: 'deny' };
  });
}
