// The file-check worker (file-check.ts): one verdict per request, the checks themselves unchanged.
import * as loader from '../../models/scenario';
import { checkBackupText } from './backup-format';
import { checkImportFile } from './bundle';
import type { FileCheckRequest, FileCheckResponse } from './file-check';
import { errorMessage } from '../../models/error-message';

self.onmessage = async (event: MessageEvent<FileCheckRequest>) => {
  const { id, kind, text } = event.data;
  let response: FileCheckResponse;
  try {
    response = { id, ok: true, result: kind === 'backup' ? await checkBackupText(text) : checkImportFile(text, loader) };
  } catch (error) {
    response = { id, ok: false, error: errorMessage(error) };
  }
  self.postMessage(response);
};
