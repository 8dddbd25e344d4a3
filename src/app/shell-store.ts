// The shell's state: which page is shown, the command hint, the shortcuts help, the comparison a
// report was asked for, and the commands waiting for a page to carry them out (a PDF waiting for its
// report to be drawn, a list command waiting for the scenario list to mount). Commands are actions
// on this store: a page takes its pending command once (`takePrint`, `takeListCommand`), so a
// command runs exactly once however often the page renders.
//
// One store per mounted App (`createShellStore`), handed down by context, so two Apps (tests, a
// reload) never share a page or a pending command.
import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { DifferenceImpact } from '../../models/compare';
import type { Hint } from '../components/command-hint';
import type { ComparedScenario } from '../report/comparison-report';
import type { ViewId } from './views';

/** The app's pages: the sidebar's views and the printable reports. */
export type Page = ViewId | 'report' | 'compare-report';
/** What the scenario list does when it is (next) on screen. */
export type ListCommand = 'templates' | 'import' | 'search';

export interface Comparison {
  items: ComparedScenario[];
  impacts: DifferenceImpact[];
}

export interface ShellState {
  page: Page;
  hint: Hint | null;
  helpOpen: boolean;
  /** A scenario is being created from the start page. */
  creating: boolean;
  /** The scenarios of the comparison report, set by the compare page. */
  comparison: Comparison | null;
  /** The compare page's ticks, kept while the app runs (back from the comparison report they stay). */
  compareSelection: string[] | null;
  /** A PDF asked for and not yet started: the shown report starts it once it is drawn. */
  printPending: boolean;
  listCommand: ListCommand | null;

  /** Shows a page (pending edits are saved first, the new page starts at its top). */
  navigate(page: Page): void;
  say(text: string): void;
  dismissHint(): void;
  setHelpOpen(open: boolean | ((open: boolean) => boolean)): void;
  setCreating(creating: boolean): void;
  showComparison(items: ComparedScenario[], impacts: DifferenceImpact[]): void;
  setCompareSelection(ids: string[] | null): void;
  requestPrint(): void;
  /** True once per request: the caller prints. */
  takePrint(): boolean;
  requestListCommand(command: ListCommand): void;
  takeListCommand(): ListCommand | null;
}

export interface ShellHooks {
  /** Before another page is shown (the autosave writes pending edits). */
  beforeNavigate?: () => void;
}

export type ShellStore = StoreApi<ShellState>;

export function createShellStore(hooks: ShellHooks = {}): ShellStore {
  return createStore<ShellState>()((set, get) => ({
    page: 'overview',
    hint: null,
    helpOpen: false,
    creating: false,
    comparison: null,
    compareSelection: null,
    printPending: false,
    listCommand: null,

    navigate(page) {
      hooks.beforeNavigate?.();
      // A new page starts at its top (the document scrolls, not the page).
      if (get().page !== page && typeof window !== 'undefined' && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
      set({ page });
    },
    say: (text) => set((s) => ({ hint: { text, id: (s.hint?.id ?? 0) + 1 } })),
    dismissHint: () => set({ hint: null }),
    setHelpOpen: (open) => set((s) => ({ helpOpen: typeof open === 'function' ? open(s.helpOpen) : open })),
    setCreating: (creating) => set({ creating }),
    showComparison: (items, impacts) => set({ comparison: { items, impacts } }),
    setCompareSelection: (compareSelection) => set({ compareSelection }),
    requestPrint: () => set({ printPending: true }),
    takePrint() {
      if (!get().printPending) return false;
      set({ printPending: false });
      return true;
    },
    requestListCommand: (listCommand) => set({ listCommand }),
    takeListCommand() {
      const command = get().listCommand;
      if (command) set({ listCommand: null });
      return command;
    },
  }));
}

const ShellContext = createContext<ShellStore | null>(null);
export const ShellProvider = ShellContext.Provider;

export function useShellStore(): ShellStore {
  const store = useContext(ShellContext);
  if (!store) throw new Error('useShell outside the App');
  return store;
}

export function useShell<T>(selector: (s: ShellState) => T): T {
  return useStore(useShellStore(), selector);
}
