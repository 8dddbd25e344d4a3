export interface DownloadDeps {
  document: Document;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  /** Runs the URL release later: revoking at once can cancel a download still starting. */
  later: (run: () => void) => void;
}

export function browserDownloadDeps(): DownloadDeps {
  return {
    document,
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    later: (run) => void setTimeout(run, 10_000),
  };
}

// Saves `content` as a download named `fileName` (Blob + object URL + <a download>).
export function downloadTextFile(fileName: string, content: string, mimeType: string, deps: DownloadDeps): void {
  downloadFile(fileName, content, mimeType, deps);
}

/** The same for bytes (an .xlsx workbook) or text. */
export function downloadFile(fileName: string, content: string | Uint8Array, mimeType: string, deps: DownloadDeps): void {
  const blob = new Blob([content as BlobPart], { type: mimeType });
  const url = deps.createObjectURL(blob);
  const link = deps.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  deps.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    deps.later(() => deps.revokeObjectURL(url));
  }
}
