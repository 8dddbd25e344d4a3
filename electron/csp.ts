// The renderer's Content Security Policy. Sent as a header by the app:// protocol handler; the
// <meta> copy in src/index.html must equal META_CONTENT_SECURITY_POLICY (a test checks it).
// No 'unsafe-eval'; 'unsafe-inline' only for styles (React style props and chart attributes).
// 'wasm-unsafe-eval' lets the engine worker compile the app's own WebAssembly (the demand plan's
// HiGHS solver, bundled from npm and served from the app) and nothing else: JavaScript eval stays
// forbidden, and 'self' still decides where code may come from.
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/** Directives browsers ignore (and warn about) when the policy comes from a <meta> element. */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];

/** The same policy minus header-only directives: what src/index.html carries. */
export const META_CONTENT_SECURITY_POLICY = DIRECTIVES.filter(
  (directive) => !HEADER_ONLY.includes(directive.split(' ')[0]),
).join('; ');
