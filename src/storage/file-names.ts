// File names suggested for exports. The save dialog (or the browser's download) gets a plain name,
// never a path: characters that file systems refuse are replaced.

export const SCENARIO_FILE_SUFFIX = '.gpuplan.json';
const MAX_BASE_LENGTH = 120;

export function scenarioFileName(name: string): string {
  const base = name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, MAX_BASE_LENGTH)
    .trim();
  return `${base === '' ? 'scenario' : base}${SCENARIO_FILE_SUFFIX}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** "gpuplan-scenarios-YYYY-MM-DD.json", the local date. */
export function bundleFileName(date: Date): string {
  return `gpuplan-scenarios-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** "gpuplan-backup-YYYY-MM-DD-HHMM.json", local time: several backups a day sort and never clash. */
export function backupFileName(date: Date): string {
  return `gpuplan-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}.json`;
}
