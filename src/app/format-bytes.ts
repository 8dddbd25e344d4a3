// File sizes for display: exact bytes below 1 kB, then kB/MB (SI, 1000-based, as the unit names say).
export function formatBytes(bytes: number, locale: string): string {
  if (bytes < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  }
  const [unit, value] = bytes < 1_000_000 ? ['kilobyte', bytes / 1000] : ['megabyte', bytes / 1_000_000];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

// Size on disk of text read as UTF-8 (what both the browser and Electron's main process return).
export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
