// A validation issue restated for the UI (src/editor/issue-words.ts): the field's label, the rule in
// the field's unit, and the file path as a hint.

export const issuesEn = {
  line: '{{field}}: {{rule}}',
  hint: ' ({{path}})',
  required: 'is required',
  rule: 'must be {{range}}, got {{v}}',
  wholeRule: 'must be a whole number {{range}}, got {{v}}',
  whole: 'must be a whole number, got {{v}}',
  between: 'between {{a}} and {{b}}',
  atLeast: 'at least {{a}}',
  greaterThan: 'greater than {{a}}',
  atMost: 'at most {{b}}',
  lessThan: 'less than {{b}}',
  join: ' and ',
  inBundle: 'Scenario {{n}} of the file',
};

export const issuesZhCN: typeof issuesEn = {
  line: '{{field}}：{{rule}}',
  hint: '（{{path}}）',
  required: '为必填项',
  rule: '必须{{range}}，实际为 {{v}}',
  wholeRule: '必须是{{range}}的整数，实际为 {{v}}',
  whole: '必须是整数，实际为 {{v}}',
  between: '介于 {{a}}与 {{b}}之间',
  atLeast: '不小于 {{a}}',
  greaterThan: '大于 {{a}}',
  atMost: '不大于 {{b}}',
  lessThan: '小于 {{b}}',
  join: '且',
  inBundle: '文件中的第 {{n}} 个方案',
};
