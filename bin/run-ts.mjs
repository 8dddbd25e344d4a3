#!/usr/bin/env node
// Runs a TypeScript entry point with tsx's loader, so scripts work right after `npm ci`
// with no separate build step (Node 20 has no native TypeScript support).
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: run-ts.mjs FILE.ts [args...]');
  process.exit(1);
}
register();
process.argv = [process.argv[0], path.resolve(entry), ...rest];
await import(pathToFileURL(path.resolve(entry)).href);
