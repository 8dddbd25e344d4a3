import type { OpenedFile, OpenFilesResult } from '../../electron/ipc';

export const SCENARIO_FILE_ACCEPT = '.json,.gpuplan.json';
export const JSON_FILE_ACCEPT = '.json';

// Asks the browser's file chooser for scenario files. Resolves with the chosen files, or
// canceled when the chooser is closed. Needs a user gesture (a click or a key press).
export function chooseFiles(doc: Document, accept: string, multiple = true): Promise<File[] | null> {
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.multiple = multiple;
    input.accept = accept;
    input.hidden = true;
    const finish = (files: File[] | null) => {
      input.remove();
      resolve(files);
    };
    input.addEventListener('change', () => finish(input.files ? Array.from(input.files) : []), { once: true });
    input.addEventListener('cancel', () => finish(null), { once: true });
    doc.body.append(input);
    input.click();
  });
}

export async function readFiles(files: readonly File[]): Promise<OpenedFile[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, content: await file.text() })));
}

export async function openFilesWithChooser(
  doc: Document,
  options: { accept: string; multiple: boolean } = { accept: SCENARIO_FILE_ACCEPT, multiple: true },
): Promise<OpenFilesResult> {
  const files = await chooseFiles(doc, options.accept, options.multiple);
  if (!files || files.length === 0) return { canceled: true, files: [] };
  return { canceled: false, files: await readFiles(files) };
}
