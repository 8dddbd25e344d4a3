// `gpuplan evaluate` on the quote terms, run as a real process: --json carries docs/model.md's new
// output names, --csv --quotes one row per quote (formula-looking text escaped as OWASP advises),
// --table the terms side by side and the quote-request checklist.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../cli/format';
import { parseArgs } from '../../cli/args';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/v2-1024-h100.gpuplan.json');
const expected = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v2-1024-h100.expected.json'), 'utf8')) as {
  quotes: Array<Record<string, unknown>>;
};

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** RFC 4180 rows (quoted cells, doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  return rows;
}

describe('gpuplan evaluate: quotes', () => {
  it('--json carries bridgeCost, burstGPUHours, uncoveredGPUHours, unquoted and effectivePerEffectiveGPUHour', () => {
    const r = run('evaluate', example, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { quotes: Array<Record<string, unknown>>; quoteSummary: { checklist: unknown[] }; warnings: Array<{ code: string }> };
    for (const [i, e] of expected.quotes.entries()) {
      const q = out.quotes[i];
      expect(q.provider).toBe(e.provider);
      for (const key of ['bridgeCost', 'burstGPUHours', 'uncoveredGPUHours', 'effectivePerEffectiveGPUHour', 'totalCost']) {
        expect(Math.abs((q[key] as number) - (e[key] as number))).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(e.totalCost as number)));
      }
      expect(q.unquoted).toEqual(e.unquoted);
    }
    expect(out.warnings.filter((w) => w.code === 'quote-cost-not-quoted')).toHaveLength(1);
    expect(r.stderr).toContain('Provider East does not quote storage');
  });

  it('--csv --quotes prints one row per quote with its terms and exact results', () => {
    const r = run('evaluate', example, '--csv', '--quotes');
    expect(r.code).toBe(0);
    const [header, ...rows] = parseCsv(r.stdout);
    expect(rows).toHaveLength(3);
    // Units in the headers, as --monthly (issue 28); looked up here by name.
    for (const h of ['rank', 'provider', 'capacityGPUHoursPerMonth (GPU-h/month)', 'termMonths (months)', 'committedShare (0-1)', 'unitPrice (USD/GPU-h)', 'totalCost (USD)', 'usedGPUHours (GPU-h)', 'windowPVPerUsedGPUHour (USD/GPU-h)', 'storagePerTBMonth (USD/TB-month)', 'egressPerGB (USD/GB)']) expect(header).toContain(h);
    const col = (name: string) => header.findIndex((h) => h === name || h.startsWith(`${name} (`));
    for (const [i, e] of expected.quotes.entries()) {
      expect(rows[i][col('provider')]).toBe(e.provider);
      // Without float noise (issue 28): within 1e-12 of the exact double (4186000.0000000005 → 4186000).
      const total = e.totalCost as number;
      const bridge = e.bridgeCost as number;
      expect(Math.abs(Number(rows[i][col('totalCost')]) - total)).toBeLessThanOrEqual(1e-12 * total);
      expect(Math.abs(Number(rows[i][col('bridgeCost')]) - bridge)).toBeLessThanOrEqual(1e-12 * Math.max(1, bridge));
      expect(rows[i][col('unquoted')]).toBe((e.unquoted as string[]).join(';'));
    }
    expect(rows[1][col('deliveryMonth')]).toBe('3');
    expect(rows[1][col('annualEscalation')]).toBe('-0.15'); // a negative number stays a number
    expect(rows[2][col('promoMode')]).toBe('monthly');
    expect(rows[0][col('burstPrice')]).toBe('2.99');
    expect(rows[1][col('burstPrice')]).toBe(''); // no burst
    // A price the provider did not state reads "not quoted" (East states no storage price; free egress is 0).
    expect(rows[1][col('storagePerTBMonth')]).toBe('not quoted');
    expect(rows[1][col('egressPerGB')]).toBe('0');
    expect(rows[0][col('storagePerTBMonth')]).toBe('20');
    // quote window columns after the v2 ones: East's window is its own 27 months, so window cost = total cost.
    expect(Number(rows[1][col('windowCost')])).toBeCloseTo(expected.quotes[1].totalCost as number, 6);
  });

  it('escapes text a spreadsheet would run as a formula (provider, name, terms)', () => {
    const doc = JSON.parse(readFileSync(example, 'utf8')) as { name: string; quotes: Array<Record<string, unknown>> };
    doc.name = '=cmd|" /C calc"!A0';
    doc.quotes[0].provider = '@SUM(1+1)';
    doc.quotes[1].provider = '+1+2';
    doc.quotes[2].provider = '-2+3';
    doc.quotes[2].terminationTerms = '\t=HYPERLINK("http://x")';
    const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-v2q-'));
    const file = path.join(dir, 'evil.gpuplan.json');
    writeFileSync(file, JSON.stringify(doc));
    const r = run('evaluate', file, '--csv', '--quotes');
    expect(r.code).toBe(0);
    const [header, ...rows] = parseCsv(r.stdout);
    const col = (name: string) => header.indexOf(name);
    expect(rows.map((x) => x[col('provider')])).toEqual(["'@SUM(1+1)", "'+1+2", "'-2+3"]);
    expect(rows[0][col('scenario')]).toBe(`'=cmd|" /C calc"!A0`);
    expect(rows[2][col('terminationTerms')]).toBe(`'\t=HYPERLINK("http://x")`);
    // No raw cell of the file starts with a formula character.
    for (const line of r.stdout.split('\n')) for (const c of line.split(',')) expect(c).not.toMatch(/^[=+@]/);
    // The monthly CSV escapes the scenario name too.
    const monthly = run('evaluate', file, example, '--csv');
    expect(monthly.stdout.split('\n')[1].startsWith(`"'=cmd`)).toBe(true);
  });

  it('--table shows the window, the terms side by side, "not quoted" for a missing price, and the brief per provider', () => {
    const en = run('evaluate', example, '--table');
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('Quote terms');
    const east = en.stdout.split('\n').find((l) => l.startsWith('Provider East') && l.includes('storage'));
    expect(east).toBeDefined();
    expect(east).toContain('-15.00%');
    // docs/model.md › Quotes › Window: every total on one window (the longest delivery + term: East's 3 + 24 = 27 months).
    expect(en.stdout).toContain('Quotes, all on the same 27-month window');
    expect(en.stdout).toContain('Negotiation brief');
    // Provider East states no burst price: the burst question is in its block, not in North's.
    const block = (p: string) => en.stdout.split('\n\n').find((b) => b.startsWith(p) && b.includes('Rank')) ?? '';
    expect(block('Provider East')).toContain('burst above the contracted capacity');
    expect(block('Provider North')).not.toContain('burst above the contracted capacity');
    const zh = run('evaluate', example, '--table', '--lang', 'zh-CN');
    expect(zh.stdout).toContain('谈判要点');
    expect(zh.stdout).toContain('报价（全部按同样的 27 个月窗口比较）');
    expect(zh.stdout).toContain('未报价（风险）');
  });
});

describe('csvCell', () => {
  it('escapes =, +, -, @, tab and CR at the start of text, quotes commas and quotes, leaves numbers', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-x')).toBe(`"'-x"`);
    expect(csvCell('@x')).toBe(`"'@x"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-0.15)).toBe('-0.15');
    expect(csvCell(null)).toBe('');
  });

  it('--quotes is refused without --csv and outside evaluate', () => {
    expect(parseArgs(['evaluate', 'a.json', '--quotes'])).toMatchObject({ ok: false });
    expect(parseArgs(['evaluate', 'a.json', '--csv', '--quotes'])).toMatchObject({ ok: true, command: { quotes: true } });
    expect(parseArgs(['validate', 'a.json', '--quotes'])).toMatchObject({ ok: false });
  });
});
