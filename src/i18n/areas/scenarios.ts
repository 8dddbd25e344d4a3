// UI strings of the scenarios area, in both languages. zh-CN must have exactly the same keys
// (the type annotation enforces it); wired into the resources under the key "scenarios".

export const scenariosEn = {
  title: 'Scenarios',
};

export const scenariosZhCN: typeof scenariosEn = {
  title: '方案',
};
