// UI strings of the results area, in both languages. zh-CN must have exactly the same keys
// (the type annotation enforces it); wired into the resources under the key "results".

export const resultsEn = {
  title: 'Results',
};

export const resultsZhCN: typeof resultsEn = {
  title: '结果',
};
