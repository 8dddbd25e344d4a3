// Runs a CLI case of the corpus (corpus-cli.ts): `node bin/gpuplan.mjs` as a process in a scratch
// folder, or cli/main.ts's main() in-process with the files in memory, and checks the answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CliIo } from '../../cli/main';
import { main } from '../../cli/main';
import type { CaseReport } from './check';
import { report, slow } from './check';
import type { CliCase } from './corpus-cli';
import { describeError, prototypeChanges, prototypeSnapshot, ROOT } from './support';

interface ProcessResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  error?: Error;
}

/** Run a process to its end (killed after `timeoutMs`); stdout is drained and dropped. */
function runProcess(args: string[], cwd: string, timeoutMs: number): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.resume();
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (s: string) => {
      if (stderr.length < 1_000_000) stderr += s;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ status: null, signal: null, stderr, error });
    });
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, stderr });
    });
  });
}

/** A CLI run this long counts as a hang (generous: a run takes 0.3–2 s, more on a busy machine). */
const CLI_MAX_MS = 20_000;

/** The CLI's answer checked against the case (exit code, messages, no stack trace, time). */
function cliProblems(c: CliCase, status: number | null, stderr: string, ms: number): string[] {
  const problems: string[] = [];
  if (status !== c.exit) problems.push(`exit ${status}, expected ${c.exit}: ${stderr.slice(0, 300)}`);
  if (/internal error/i.test(stderr)) problems.push('reported an internal error');
  if (/^\s+at .+:\d+:\d+\)?$/m.test(stderr)) problems.push('printed a stack trace');
  for (const s of c.stderrIncludes ?? []) if (!stderr.includes(s)) problems.push(`stderr lacks "${s}": ${stderr.slice(0, 200)}`);
  if (c.exit === 2 && stderr.trim() === '') problems.push('refused without a message');
  problems.push(...slow(ms, c.maxMs ?? CLI_MAX_MS));
  return problems;
}

/** cli/main.ts's main() with the case's files in memory. */
async function runCliInProcess(c: CliCase): Promise<CaseReport> {
  const before = prototypeSnapshot();
  const files = new Map(c.files.map((f) => [f.name, typeof f.content === 'string' ? f.content : f.content.toString('utf8')]));
  let stderr = '';
  const io: CliIo = {
    stdout: () => undefined,
    stderr: (s) => {
      stderr += s;
    },
    readText: async (file) => {
      const text = files.get(file);
      if (text !== undefined) return text;
      throw Object.assign(new Error(`${file}: not found`), { code: file === '.' ? 'EISDIR' : 'ENOENT' });
    },
  };
  const args = c.args.map((a) => (a === '{file}' ? c.files[0].name : a));
  const t0 = performance.now();
  let status: number | null = null;
  try {
    status = await main(args, io);
  } catch (e) {
    stderr += `main() threw ${describeError(e)}`;
  }
  const ms = performance.now() - t0;
  return report('cli', c.id, [...cliProblems(c, status, stderr, ms), ...prototypeChanges(before)], ms);
}

/** `node bin/gpuplan.mjs …` in a scratch folder, or main() in-process (see corpus-cli.ts). */
export async function runCliCase(c: CliCase): Promise<CaseReport> {
  if (c.process !== true) return runCliInProcess(c);
  const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-robustness-'));
  try {
    for (const f of c.files) writeFileSync(path.join(dir, f.name), f.content);
    const args = c.args.map((a) => (a === '{file}' ? c.files[0].name : a));
    const t0 = performance.now();
    const run = await runProcess([path.join(ROOT, 'bin/gpuplan.mjs'), ...args], dir, 60_000);
    const ms = performance.now() - t0;
    const problems = cliProblems(c, run.status, run.stderr, ms);
    if (run.error) problems.push(`could not run: ${describeError(run.error)}`);
    if (run.signal) problems.push(`ended by ${run.signal}`);
    return report('cli', c.id, problems, ms);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `run` over `items`, at most `limit` at a time, results in input order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** CLI processes run side by side: each spends most of its time starting Node. */
export const CLI_CONCURRENCY = 2;
