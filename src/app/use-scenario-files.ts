import { useCallback, useState } from 'react';
import type { Platform } from '../platform/types';
import { utf8ByteLength } from './format-bytes';

export interface ListedFile {
  name: string;
  bytes: number;
}

export interface ScenarioFilesState {
  /** The files of the last successful open; null until one happens. */
  files: ListedFile[] | null;
  busy: boolean;
  /** The outcome of the last attempt when it listed nothing new. */
  notice: { kind: 'canceled' } | { kind: 'failed'; message: string } | null;
}

const INITIAL: ScenarioFilesState = { files: null, busy: false, notice: null };

// Opens scenario files through the platform and keeps their names and sizes (not the content:
// parsing and importing belong to the workspace).
export function useScenarioFiles(platform: Platform): [ScenarioFilesState, () => void] {
  const [state, setState] = useState<ScenarioFilesState>(INITIAL);
  const open = useCallback(() => {
    setState((s) => ({ ...s, busy: true, notice: null }));
    platform.openScenarioFiles().then(
      (result) => {
        if (result.canceled) {
          setState((s) => ({ ...s, busy: false, notice: { kind: 'canceled' } }));
          return;
        }
        const files = result.files.map((file) => ({ name: file.name, bytes: utf8ByteLength(file.content) }));
        setState({ files, busy: false, notice: null });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        setState((s) => ({ ...s, busy: false, notice: { kind: 'failed', message } }));
      },
    );
  }, [platform]);
  return [state, open];
}
