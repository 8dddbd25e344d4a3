// What the shell does with scenarios on a command: open one in the editor, create one (blank or
// from a template) and open it, save the open one as a named version. Each says what went wrong
// in the command hint instead of throwing.
import type { TFunction } from 'i18next';
import { errorMessage } from '../../models/error-message';
import type { Language } from '../i18n/languages';
import { blankScenario } from '../scenarios/blank';
import { instantiateTemplate, type ScenarioTemplate } from '../scenarios/templates';
import { withDefaultDisplay } from '../settings/default-display';
import { createScenario, getScenario } from '../storage/scenarios-repo';
import { saveVersion } from '../storage/versions-repo';
import { useEditorStore } from '../store';
import { liveTabIds } from '../store/tab-presence';
import type { ShellStore } from './shell-store';

export interface ScenarioActionsDeps {
  shell: ShellStore;
  flush: () => Promise<void>;
  t: TFunction;
  lang: Language;
}

export interface ScenarioActions {
  openScenario(id: string): Promise<void>;
  createAndOpen(template: ScenarioTemplate | null): Promise<void>;
  saveNamedVersion(): Promise<void>;
}

export function scenarioActions({ shell, flush, t, lang }: ScenarioActionsDeps): ScenarioActions {
  const say = (text: string) => shell.getState().say(text);

  async function openScenario(id: string): Promise<void> {
    await flush();
    const [record, liveTabs] = await Promise.all([getScenario(id), liveTabIds()]);
    if (!record) {
      say(t('workspace.missing'));
      return;
    }
    // Unsaved edits of a tab that crashed or was closed are restored here; an open tab's are not.
    useEditorStore.getState().open(record, liveTabs);
    shell.getState().navigate('workspace');
  }

  async function createAndOpen(template: ScenarioTemplate | null): Promise<void> {
    shell.getState().setCreating(true);
    try {
      const doc = withDefaultDisplay(template ? instantiateTemplate(template, lang) : blankScenario(t('scenarios.untitled')));
      const record = await createScenario(doc);
      await openScenario(record.id);
    } catch (e) {
      say(t('scenarios.failed', { message: errorMessage(e) }));
    } finally {
      shell.getState().setCreating(false);
    }
  }

  // The versions panel lists versions through a live query, so a saved version shows up there
  // without the shell telling it.
  async function saveNamedVersion(): Promise<void> {
    const { scenarioId, doc } = useEditorStore.getState();
    if (!scenarioId || !doc) {
      say(t('workspace.noScenarioFor', { command: t('commands.save-version') }));
      return;
    }
    const name = t('workspace.versionName', { date: new Date().toLocaleString(lang) });
    try {
      await saveVersion(scenarioId, name, 'named', doc);
      say(t('workspace.versionSaved', { name }));
    } catch (e) {
      say(t('workspace.versionFailed', { message: errorMessage(e) }));
    }
  }

  return { openScenario, createAndOpen, saveNamedVersion };
}
