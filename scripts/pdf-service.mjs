// The browser build's PDF maker (issue 33: "Export PDF" in a plain browser saved nothing). When the
// app is served on 127.0.0.1 (`npm start` without Electron, `vite preview`, the e2e tests), this
// Vite plugin answers POST /__gpuplan/pdf: the scenario documents of the shown report, its
// language, paper size and "summary only", printed by `gpuplan report` — the CLI's own path
// (react-dom/server, the bundled Chromium) — and the PDF sent back for the page to download.
// Same-origin requests from the loopback only; a request is a few documents (≤ 4), ≤ 20 MB.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PDF_PATH = '/__gpuplan/pdf';
const MAX_BYTES = 20 * 1024 * 1024;

/** The request's problem, or null when it may be printed. */
export function checkPdfRequest(body) {
  if (!body || typeof body !== 'object') return 'not a JSON object';
  const { documents, lang, pageSize, summary, brief } = body;
  if (!Array.isArray(documents) || documents.length < 1 || documents.length > 4) return 'documents: 1 to 4 scenario documents';
  if (!documents.every((d) => typeof d === 'string')) return 'documents: each a scenario file’s text';
  if (lang !== 'en' && lang !== 'zh-CN') return 'lang: en or zh-CN';
  if (pageSize !== 'A4' && pageSize !== 'Letter') return 'pageSize: A4 or Letter';
  if (summary !== undefined && typeof summary !== 'boolean') return 'summary: true or false';
  if (brief !== undefined && typeof brief !== 'boolean') return 'brief: true or false';
  if (brief && (summary || documents.length > 1)) return 'brief: one scenario, without summary';
  return null;
}

function isLoopback(address) {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function sameOrigin(req) {
  const origin = req.headers.origin;
  if (!origin) return true; // not a cross-site browser request
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BYTES) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Prints the documents with `gpuplan report`; resolves to the PDF's bytes. */
export async function printDocuments({ documents, lang, pageSize, summary, brief }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'gpuplan-pdf-'));
  try {
    const files = [];
    for (const [i, text] of documents.entries()) {
      const file = path.join(dir, `scenario-${i + 1}.gpuplan.json`);
      await writeFile(file, text);
      files.push(file);
    }
    const out = path.join(dir, 'report.pdf');
    const args = [path.join(ROOT, 'bin', 'gpuplan.mjs'), 'report', ...files, '-o', out, '--lang', lang, '--page-size', pageSize];
    if (summary) args.push('--summary');
    if (brief) args.push('--brief');
    await new Promise((resolve, reject) =>
      execFile(process.execPath, args, { cwd: ROOT, timeout: 120_000, maxBuffer: 4 * 1024 * 1024 }, (error, _stdout, stderr) =>
        error ? reject(new Error(stderr.trim() || error.message)) : resolve(),
      ),
    );
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function handle(req, res) {
  const send = (status, text) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(text);
  };
  if (req.method === 'GET' || req.method === 'HEAD') return send(204, '');
  if (req.method !== 'POST') return send(405, 'POST only');
  if (!isLoopback(req.socket.remoteAddress) || !sameOrigin(req)) return send(403, 'same-origin requests from this computer only');
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    return send(400, error instanceof Error && error.message === 'too large' ? 'larger than 20 MB' : 'not JSON');
  }
  const problem = checkPdfRequest(body);
  if (problem) return send(400, problem);
  try {
    const pdf = await printDocuments(body);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/pdf');
    res.end(pdf);
  } catch (error) {
    send(500, error instanceof Error ? error.message : String(error));
  }
}

/** The Vite plugin: the endpoint on the preview server (the built app), where `npm start` serves it. */
export function pdfService() {
  return {
    name: 'gpuplan-pdf-service',
    configurePreviewServer(server) {
      server.middlewares.use(PDF_PATH, (req, res) => void handle(req, res));
    },
  };
}
