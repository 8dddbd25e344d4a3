// UI strings of the editor area, in both languages. zh-CN must have exactly the same keys
// (the type annotation enforces it); wired into the resources under the key "editor".

export const editorEn = {
  title: 'Editor',
};

export const editorZhCN: typeof editorEn = {
  title: '编辑',
};
