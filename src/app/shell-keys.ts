// The shell's own keys: `?` shows the keyboard help; Alt+1 … Alt+6 open the sidebar's pages
// (focus moves to the page).
import { useEffect, type RefObject } from 'react';
import { isEditableTarget } from '../platform/web-shortcuts';
import type { ShellStore } from './shell-store';
import { VIEWS } from './views';

export function useShellKeys(shell: ShellStore, main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const s = shell.getState();
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditableTarget(e.target)) {
        e.preventDefault();
        s.setHelpOpen((open) => !open);
        return;
      }
      const digit = /^Digit([1-9])$/.exec(e.code);
      if (digit && e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
        const next = VIEWS[Number(digit[1]) - 1];
        if (!next) return;
        e.preventDefault();
        s.setHelpOpen(false);
        s.navigate(next);
        requestAnimationFrame(() => main.current?.focus());
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shell, main]);
}
