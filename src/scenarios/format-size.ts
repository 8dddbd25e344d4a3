// Storage sizes for display: SI units (1 kB = 1,000 bytes) up to GB, formatted for the locale.

const UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

export function formatStorageSize(bytes: number, locale: string): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) {
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
    }
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes);
}
