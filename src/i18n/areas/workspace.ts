// UI strings of the workspace page (editor + results) and the app-level commands around it.

export const workspaceEn = {
  nothingOpen: 'No scenario is open. Open one from the scenario list, or create one from a template.',
  toList: 'Scenarios',
  computing: 'Computing…',
  missing: 'That scenario no longer exists.',
  noScenarioFor: '“{{command}}” needs an open scenario: open one from the list first.',
  versionName: 'Version of {{date}}',
  versionSaved: 'Saved “{{name}}”.',
  versionFailed: 'The version could not be saved: {{message}}',
  versions: 'Versions',
  noVersions: 'No saved versions yet. Ctrl+S saves one; an automatic history is kept as you edit.',
  named: 'saved',
  auto: 'auto',
  restore: 'Restore',
  beforeRestore: 'Before restore',
  start: 'Open the scenario list',
  loading: 'Loading…',
};

export const workspaceZhCN: typeof workspaceEn = {
  nothingOpen: '尚未打开方案。请从方案列表打开一个，或从模板新建。',
  toList: '方案',
  computing: '计算中…',
  missing: '该方案已不存在。',
  noScenarioFor: '“{{command}}”需要先打开一个方案：请先从列表中打开。',
  versionName: '{{date}} 的版本',
  versionSaved: '已保存“{{name}}”。',
  versionFailed: '版本未能保存：{{message}}',
  versions: '版本',
  noVersions: '尚无保存的版本。按 Ctrl+S 保存一个版本；编辑时会自动保留历史。',
  named: '已保存',
  auto: '自动',
  restore: '恢复',
  beforeRestore: '恢复前',
  start: '打开方案列表',
  loading: '加载中…',
};
