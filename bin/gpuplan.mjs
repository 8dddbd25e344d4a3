#!/usr/bin/env node
// The `gpuplan` command: loads the TypeScript CLI through tsx (no build step needed).
import { register } from 'tsx/esm/api';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

register();
const here = path.dirname(fileURLToPath(import.meta.url));
const { main } = await import(pathToFileURL(path.join(here, '..', 'cli', 'main.ts')).href);
process.exitCode = await main(process.argv.slice(2));
