// The `gpuplan` command's own texts (usage, argument errors), in both languages: cli/args.ts
// and cli/main.ts read them through cliMessages(lang). Plain strings with {{name}} slots (the
// CLI does not load i18next); zh-CN must have exactly the same keys (the type enforces it).
import type { Language } from '../../../models/language';

export const cliEn = {
  needsValue: '{{flag}} needs a value',
  notInteger: '{{flag}} must be an integer (got "{{value}}")',
  outOfRange: '{{flag}} must be between {{min}} and {{max}} (got {{value}})',
  unknownCommand: 'unknown command "{{name}}" (expected one of: {{list}})',
  oneFormat: 'choose one of --json, --table, --csv',
  unknownOption: 'unknown option "{{option}}" for {{command}}',
  badLang: '--lang must be en or zh-CN (got {{value}})',
  badPart: '--part must be one of {{list}} (got {{value}})',
  samplesFile: '--samples needs a file name (e.g. --samples trials.csv)',
  badPageSize: '--page-size must be A4 or Letter (got {{value}})',
  needsFile: '{{command}} needs at least one scenario file',
  quotesWithCsv: '--quotes goes with --csv (one row per quote)',
  monthlyWithCsv: '--monthly goes with --csv (the monthly cash-flow table)',
  partWithCsv: '--part goes with --csv',
  oneCsvPart: 'choose one of --quotes, --monthly and --part',
  samplesOneFile: '--samples takes one scenario file',
  eachNeedsFolder: 'report --each needs -o FOLDER (one PDF per file is written there)',
  eachFolderNotFile: 'with --each, -o names a folder, not a file (got {{output}})',
  reportFiles: 'report takes one scenario file, or 2–4 to compare',
  briefOneFile: 'report --brief takes one scenario file (or --each)',
  briefOrSummary: 'report takes --summary or --brief, not both',
  reportNeedsOutput: 'report needs -o OUT.pdf or -o OUT.html',
  reportOutputType: '-o must name a .pdf or .html file (got {{output}})',
  exportNeedsOutput: 'export needs -o OUT.xlsx',
  exportOutputType: '-o must name a .xlsx file (got {{output}})',
  exportOneFile: 'export takes one scenario file',
  exportWritten: '{{output}}: workbook written ({{sheets}} sheets, {{formulas}} formulas)',
  compareTwo: 'compare needs at least two scenario files',
  compareFormat: 'compare prints --table or --json',
  nothing: 'nothing',
  valid: '{{file}}: valid',
  warning: 'warning: {{name}}: {{message}}',
  noSectionRows: 'note: {{name}}: no {{section}} section, no rows',
  planNotSolvedRows: 'note: {{name}}: the demand plan was not solved (see the warning), no rows',
  samplesNeedsSections: 'gpuplan: --samples needs a scenario with uncertainty and investment sections ({{file}})',
  samplesWritten: '{{file}}: {{n}} trials written',
  monthlyNeedsInvestment: 'gpuplan: {{name}}: has no investment section, which --monthly needs',
  reportWritten: '{{output}}: written in {{seconds}} s',
  reportsWritten: '{{n}} reports written in {{seconds}} s',
  internalError: 'gpuplan: internal error: {{detail}}',
  reportNoSources: 'gpuplan report: cannot find the app sources (src/report.html)',
  reportBuilding: 'gpuplan report: building the app once (vite build)…',
  reportBuildFailed: 'gpuplan report: vite build failed',
  reportNeedsPlaywright: 'gpuplan report needs the playwright-core package: run `npm install playwright-core`',
  reportCannotServe: 'gpuplan report: cannot serve the app: {{reason}}',
  reportNoChromium: 'gpuplan report: Chromium did not start: {{reason}}',
  reportPageFailed: 'gpuplan report: the report page failed: {{text}}',
  browserMissing: 'gpuplan report needs Chromium, Chrome or Edge and found none: {{where}}, or set GPUPLAN_CHROMIUM=/path/to/chrome',
  browserWhereDesktop: 'install Google Chrome or Microsoft Edge',
  browserWhereLinux: 'run `npm install` (it brings a Chromium on Linux x64) or install chromium',
  browserEnvMissing: 'GPUPLAN_CHROMIUM names {{path}}, which does not exist: point it at a Chromium, Chrome or Edge executable, or unset it',
  browserUsed: 'browser: {{path}} ({{why}})',
  browserFromEnv: 'from GPUPLAN_CHROMIUM',
  browserSystem: 'installed on this machine',
  browserBundled: 'bundled with npm install (@sparticuz/chromium)',
  seeHelp: 'Run "gpuplan --help" for usage.',
  help: `gpuplan — GPU Plan's modeling engine on the command line

Usage:
  gpuplan evaluate FILE... [--json | --table | --csv [--quotes | --monthly | --part months|rent-vs-buy|sizing|portfolio|years|tranches|fleet-plan|scenarios]]
                   [--trials N] [--seed S] [--lang en|zh-CN] [--samples TRIALS.csv]
      Evaluate scenario files (*.gpuplan.json). --json (default) prints one result object
      (several files: a JSON array in the same order); --table a readable summary;
      --csv the monthly cash flows and price series; --csv --quotes one row per quote
      with its terms and results; --csv --monthly the investment's monthly cash-flow table
      for a spreadsheet (EBITDA, depreciation, interest, tax, debt service, equity and
      project flows with their running sums); --part rent-vs-buy: annual cost per GPU of
      each mode every 73 usage hours with the cheapest; --part sizing: the workload sizing;
      --part portfolio: the demand plan's months (docs/model.md › Demand plan: peak, GPUs committed on each
      commit offer, GPU-hours each offer served, idle committed and unserved GPU-hours, cost);
      --part scenarios: one row per demand scenario (probability, present cost, objective,
      unserved GPU-hours, its own optimum, regret, each plan's cost under it);
      --part years: the investment by year (year 0 = the outlay; revenue, costs, EBITDA,
      depreciation, interest, tax, debt service, balloon, exit or residual, equity and project
      flows, DSCR). --table adds the coverage by period against the covenant (docs/model.md › Investment › Covenant and DSCR).
      --part tranches: a fleet's tranches (delivery and exit months, capex, debt, resale, gain,
      prepayment, capitalised interest, project NPV); --table adds them, the return's attribution
      and the largest loan that meets the target DSCR.
      A file with a demand plan (portfolio) is solved with HiGHS; --table then adds its cost,
      the cost without commitments, the savings, what to sign when and when a commitment pays off.
      A file with a fleet plan (fleetPlan) is solved with HiGHS too: --table adds its answer in one
      sentence, its figures and its purchases and sales; --part fleet-plan: its purchases and sales;
      --fleet-tranches prints its purchases as an investment.tranches JSON list.
      --samples (one file with an uncertainty section) also writes every Monte Carlo trial:
      its drawn inputs, IRR (annual), NPV and project IRR.
      A file with a display section (docs/model.md › Display currency: currency, rate, asOf, source; never fetched):
      --table shows each amount also in the display currency ("$1,000 ≈ CN¥7,200"; CNY in
      zh-CN with 万/亿) and states the rate and its date; --csv (months, --monthly, --quotes,
      --part rent-vs-buy, --part portfolio, --part years) appends displayCurrency, displayRate and, for each
      money column, <column>_display = the amount × rate. --json stays in the scenario's currency.
      Every CSV names its units in the headers: "revenue (USD)", "price_hopper (USD/GPU-h)",
      "hours (h/year)", "dscr (x)"; a header without one is a month, a count or text. CSV numbers
      carry at most 12 significant digits when that reads back within 1e-12 (no float noise).
      CSV numbers use a point as the decimal separator and commas between cells: in a spreadsheet
      whose locale writes decimals with a comma (German, French, …) import the file as text/CSV
      with "." as the decimal separator, or amounts become text.
  gpuplan export FILE -o OUT.xlsx [--lang en|zh-CN]
      An Excel workbook finance can audit: Inputs (every input, labelled), Prices, Monthly (one row
      per month, each figure a formula over Inputs and Prices), Summary (IRR, NPV, XIRR, payback,
      minimum DSCR and MOIC as formulas beside the engine's values), and the Quotes, Rent vs buy and
      Demand plan tables. Every formula also carries the engine's value.
  gpuplan validate FILE... [--lang en|zh-CN]
      Check scenario files and list every problem with its field path.
  gpuplan compare A.gpuplan.json B.gpuplan.json ... [--table | --json] [--lang en|zh-CN]
      The inputs that differ and the key results side by side. --table names each input as the
      app does (its label and unit, grouped by section, fractions as %); --json keeps field paths.
  gpuplan report FILE... -o OUT.pdf|OUT.html [--lang en|zh-CN] [--page-size A4|Letter] [--author NAME] [--summary | --brief] [--verbose]
      Print the scenario report (2–4 files: a comparison report with the differences): a PDF through Chromium (playwright-core), or a
      self-contained HTML file with inline SVG charts. The browser: $GPUPLAN_CHROMIUM, else an installed Chromium, Chrome or Edge,
      else (Linux x64) the Chromium that npm install brought; --verbose says which one printed.
      Page 1 is the answer (the decision in a sentence, the key figures, one chart, what drives it);
      --summary prints only that page. The cover names an author only when --author gives one.
      --brief prints only the negotiation brief: one page per provider, its asks ordered by money (one file).
  gpuplan report --each FILE... -o FOLDER [--lang en|zh-CN] [--page-size A4|Letter] [--author NAME] [--summary | --brief] [--verbose]
      One PDF report per file, FOLDER/NAME.pdf (NAME: the file name without .gpuplan.json), one browser for all.
  gpuplan --help | --version

Exit status: 0 success, 2 invalid input (every problem is printed on stderr), 1 internal error.
`,
};

export type CliMessages = Record<keyof typeof cliEn, string>;

export const cliZhCN: CliMessages = {
  needsValue: '{{flag}} 需要一个值',
  notInteger: '{{flag}} 必须是整数（收到 "{{value}}"）',
  outOfRange: '{{flag}} 必须在 {{min}} 到 {{max}} 之间（收到 {{value}}）',
  unknownCommand: '未知命令 "{{name}}"（可用：{{list}}）',
  oneFormat: '--json、--table、--csv 只能选一个',
  unknownOption: '{{command}} 没有选项 "{{option}}"',
  badLang: '--lang 必须是 en 或 zh-CN（收到 {{value}}）',
  badPart: '--part 必须是 {{list}} 之一（收到 {{value}}）',
  samplesFile: '--samples 需要一个文件名（例如 --samples trials.csv）',
  badPageSize: '--page-size 必须是 A4 或 Letter（收到 {{value}}）',
  needsFile: '{{command}} 至少需要一个方案文件',
  quotesWithCsv: '--quotes 需与 --csv 一起使用（每个报价一行）',
  monthlyWithCsv: '--monthly 需与 --csv 一起使用（逐月现金流表）',
  partWithCsv: '--part 需与 --csv 一起使用',
  oneCsvPart: '--quotes、--monthly 和 --part 只能选一个',
  samplesOneFile: '--samples 只接受一个方案文件',
  eachNeedsFolder: 'report --each 需要 -o 文件夹（每个文件的 PDF 写入其中）',
  eachFolderNotFile: '使用 --each 时，-o 指定的是文件夹而不是文件（收到 {{output}}）',
  reportFiles: 'report 接受一个方案文件，或 2–4 个用于对比',
  briefOneFile: 'report --brief 只接受一个方案文件（或使用 --each）',
  briefOrSummary: 'report 只能使用 --summary 或 --brief 之一',
  reportNeedsOutput: 'report 需要 -o OUT.pdf 或 -o OUT.html',
  reportOutputType: '-o 必须是 .pdf 或 .html 文件（收到 {{output}}）',
  exportNeedsOutput: 'export 需要 -o OUT.xlsx',
  exportOutputType: '-o 必须是 .xlsx 文件（收到 {{output}}）',
  exportOneFile: 'export 只接受一个方案文件',
  exportWritten: '{{output}}：工作簿已写出（{{sheets}} 个工作表，{{formulas}} 个公式）',
  compareTwo: 'compare 至少需要两个方案文件',
  compareFormat: 'compare 输出 --table 或 --json',
  nothing: '无',
  valid: '{{file}}：有效',
  warning: '警告：{{name}}：{{message}}',
  noSectionRows: '提示：{{name}}：没有 {{section}} 部分，无数据行',
  planNotSolvedRows: '提示：{{name}}：需求计划未求解（见警告），无数据行',
  samplesNeedsSections: 'gpuplan: --samples 需要方案含有 uncertainty 与 investment 部分（{{file}}）',
  samplesWritten: '{{file}}：已写入 {{n}} 次试验',
  monthlyNeedsInvestment: 'gpuplan: {{name}}：没有 investment 部分，--monthly 需要它',
  reportWritten: '{{output}}：用时 {{seconds}} 秒写成',
  reportsWritten: '{{n}} 份报告用时 {{seconds}} 秒写成',
  internalError: 'gpuplan: 内部错误（internal error）：{{detail}}',
  reportNoSources: 'gpuplan report: 找不到应用的源文件（src/report.html）',
  reportBuilding: 'gpuplan report: 首次构建应用（vite build）…',
  reportBuildFailed: 'gpuplan report: vite build 失败',
  reportNeedsPlaywright: 'gpuplan report 需要 playwright-core 软件包：请运行 `npm install playwright-core`',
  reportCannotServe: 'gpuplan report: 无法提供应用页面：{{reason}}',
  reportNoChromium: 'gpuplan report: Chromium 未能启动：{{reason}}',
  reportPageFailed: 'gpuplan report: 报告页面出错：{{text}}',
  browserMissing: 'gpuplan report 需要 Chromium、Chrome 或 Edge，但一个也没有找到：{{where}}，或设置 GPUPLAN_CHROMIUM=/path/to/chrome',
  browserWhereDesktop: '请安装 Google Chrome 或 Microsoft Edge',
  browserWhereLinux: '请运行 `npm install`（在 Linux x64 上会附带 Chromium）或安装 chromium',
  browserEnvMissing: 'GPUPLAN_CHROMIUM 指向的 {{path}} 不存在：请把它设为 Chromium、Chrome 或 Edge 的可执行文件，或取消设置',
  browserUsed: '浏览器：{{path}}（{{why}}）',
  browserFromEnv: '来自 GPUPLAN_CHROMIUM',
  browserSystem: '本机已安装',
  browserBundled: '随 npm install 附带（@sparticuz/chromium）',
  seeHelp: '运行 "gpuplan --help" 查看用法。',
  help: `gpuplan — 算力规划（GPU Plan）的建模引擎命令行

用法：
  gpuplan evaluate 文件... [--json | --table | --csv [--quotes | --monthly | --part months|rent-vs-buy|sizing|portfolio|years|tranches|fleet-plan|scenarios]]
                   [--trials N] [--seed S] [--lang en|zh-CN] [--samples TRIALS.csv]
      计算方案文件（*.gpuplan.json）。--json（默认）输出一个结果对象（多个文件：按相同顺序的
      JSON 数组）；--table 可读的摘要；--csv 逐月现金流与价格序列；--csv --quotes 每个报价一行，
      含条款与结果；--csv --monthly 投资的逐月现金流表，便于导入电子表格（EBITDA、折旧、利息、
      税、还本付息、股权与项目现金流及其累计）；--part rent-vs-buy：每 73 个使用小时一行，各模式
      每 GPU 的年成本及最便宜者；--part sizing：工作负载测算；--part portfolio：需求计划的逐月数据
      （docs/model.md › Demand plan：峰值、各承诺报价的已承诺 GPU、各报价满足的 GPU 小时、闲置承诺与未满足的
      GPU 小时、成本）；--part scenarios：每个需求情景一行（概率、成本现值、目标值、未满足 GPU 小时、
      自身最优、遗憾、各计划在该情景下的成本）；--part years：按年的投资（第 0 年为初始投入；收入、成本、EBITDA、折旧、
      利息、税、还本付息、尾款、退出或残值、股权与项目现金流、偿债覆盖率）。--table 另外列出按期
      偿债覆盖率及其与契约下限的比较（docs/model.md › Investment › Covenant and DSCR）。--part tranches：机队各交付批次（交付与退出月、
      资本支出、贷款、转售、处置收益、提前还款、资本化利息、项目 NPV）；--table 另外列出它们、回报归因
      以及满足目标偿债覆盖率的最大贷款。含需求计划（portfolio）的文件用 HiGHS 求解；--table 另外列出计划成本、不签
      承诺的成本、节省、签什么与何时签，以及承诺何时划算。
      含机群计划（fleetPlan）的文件同样用 HiGHS 求解：--table 另外列出一句话结论、关键数字及买卖
      清单；--part fleet-plan：其买卖清单；--fleet-tranches 以 investment.tranches JSON 列表打印其购买。
      --samples（一个含 uncertainty 部分的文件）另外写出每次蒙特卡洛试验：抽取的输入、
      IRR（年化）、NPV 与项目 IRR。
      含 display 部分的文件（docs/model.md › Display currency：币种、汇率、日期、来源；从不联网获取）：--table 同时以
      显示币种列出每个金额（"$1,000 ≈ CN¥7,200"；zh-CN 下人民币用 万/亿），并注明汇率及其日期；
      --csv（逐月、--monthly、--quotes、--part rent-vs-buy、--part portfolio、--part years）追加 displayCurrency、
      displayRate 列，以及每个金额列的 <列名>_display = 金额 × 汇率。--json 保持方案币种。
      每个 CSV 都在表头中注明单位："revenue (USD)"、"price_hopper (USD/GPU-h)"、"hours (h/year)"、
      "dscr (x)"；没有单位的表头为月份、计数或文本。CSV 数字在能以 1e-12 精度还原时最多保留 12 位有效数字
      （无浮点噪声）。
      CSV 数字以点作小数点、以逗号分隔单元格：若电子表格的区域设置以逗号作小数点（德语、法语等），
      请以文本/CSV 方式导入并指定 "." 为小数分隔符，否则金额会变成文本。
  gpuplan export 文件 -o OUT.xlsx [--lang en|zh-CN]
      可供财务审核的 Excel 工作簿：输入（全部输入，带标签）、价格、月度（每月一行，每个数字都是
      基于输入与价格的公式）、汇总（IRR、NPV、XIRR、回本、最低 DSCR 与 MOIC 的公式，旁边是引擎的
      数值），以及报价、租用还是购买与需求计划表。每个公式同时带有引擎的数值。
  gpuplan validate 文件... [--lang en|zh-CN]
      检查方案文件，列出每个问题及其字段路径。
  gpuplan compare A.gpuplan.json B.gpuplan.json ... [--table | --json] [--lang en|zh-CN]
      并列显示不同的输入与关键结果。--table 按应用中的方式命名每个输入（标签与单位，按分区分组，
      比例显示为 %）；--json 保留字段路径。
  gpuplan report 文件... -o OUT.pdf|OUT.html [--lang en|zh-CN] [--page-size A4|Letter] [--author 姓名] [--summary | --brief] [--verbose]
      打印方案报告（2–4 个文件：含差异的对比报告）：通过 Chromium（playwright-core）生成 PDF，或生成
      内嵌 SVG 图表的独立 HTML 文件。浏览器：$GPUPLAN_CHROMIUM，否则为已安装的 Chromium、Chrome 或 Edge，
      否则（Linux x64）为 npm install 带来的 Chromium；--verbose 说明由哪个浏览器打印。
      第 1 页即结论（一句话的决定、关键数字、一张图表及决定结论的假设）；--summary 只打印这一页。
      --brief 只打印谈判要点：每家供应商一页，要求按金额排序（仅限一个文件）。
      只有用 --author 指定时封面才写作者。
  gpuplan report --each 文件... -o 文件夹 [--lang en|zh-CN] [--page-size A4|Letter] [--author 姓名] [--summary | --brief] [--verbose]
      每个文件一份 PDF 报告，文件夹/NAME.pdf（NAME：去掉 .gpuplan.json 的文件名），共用一个浏览器。
  gpuplan --help | --version

退出状态：0 成功，2 输入无效（每个问题都输出到 stderr），1 内部错误。
`,
};

/**
 * `gpuplan evaluate --table`'s "Demand plan" block (docs/model.md › Demand plan, cli/format-portfolio.ts): row
 * labels, column heads and sentences with {{name}} slots, filled by fillCli. zh-CN has the same keys.
 */
export const cliPortfolioEn = {
  title: 'Demand plan ({{months}} months, {{offers}} offers; present values at {{rate}} a year)',
  titleNoRate: 'Demand plan ({{months}} months, {{offers}} offers)',
  notSolved: 'Not solved: see the warnings below.',
  result: 'Result',
  value: 'Value',
  planTotal: 'Plan cost, total',
  planPresent: 'Plan cost, present value',
  baselineTotal: 'Without commitments (on-demand and spot only), total',
  baselinePresent: 'Without commitments (on-demand and spot only), present value',
  savings: 'Savings (present value; share of the cost without commitments)',
  savingsWithShare: '{{amount}} ({{share}})',
  savingsNoShare: '{{amount}} (no share: the cost without commitments is 0)',
  savingsNotSame: '— (not the same demand served)',
  savingsNotSameNote: 'No savings are stated: without commitments {{baseline}} GPU-h of demand go unserved, with the plan {{plan}} GPU-h; the two do not serve the same demand.',
  utilization: 'Commitment utilization (used / paid committed GPU-h)',
  noCommitments: '— (no commitments)',
  perUsed: 'Cost per used GPU-hour',
  noneServed: '— (no demand served)',
  demand: 'Demand (GPU-h)',
  unserved: 'Unserved demand (GPU-h)',
  solvedBy: 'Solved by {{solver}}: {{variables}} variables ({{integers}} whole-block start months), {{constraints}} constraints, proven gap {{gap}}.',
  scheduleTitle: 'What to sign, when',
  noSchedule: 'Sign nothing: no commitment makes the plan cheaper; on-demand and spot serve it.',
  offer: 'Offer',
  startMonth: 'Start month',
  endMonth: 'End month',
  gpus: 'GPUs',
  cost: 'Cost',
  presentCost: 'Present cost',
  byOfferTitle: 'By offer',
  kind: 'Kind',
  used: 'Used GPU-h',
  billed: 'Billed GPU-h',
  share: 'Share of demand',
  kindCommit: 'commitment',
  kindOnDemand: 'on-demand',
  kindSpot: 'spot',
  breakEvenTitle: 'When a commitment pays off',
  breakEven: 'A GPU on “{{offer}}” ({{term}} months at {{price}} per GPU-hour) pays off when busy more than {{share}} of its hours (against on-demand at {{onDemand}} per GPU-hour).',
  breakEvenNever: 'A GPU on “{{offer}}” ({{term}} months at {{price}} per GPU-hour) never pays off against on-demand at {{onDemand}} per GPU-hour: it would have to be busy {{share}} of its hours.',
  breakEvenShort: 'A GPU on “{{offer}}” pays off when busy more than {{share}} of its hours.',
  breakEvenNone: '“{{offer}}”: no on-demand offer to compare with, so no break-even.',
};

export const cliPortfolioZhCN: typeof cliPortfolioEn = {
  title: '需求计划（{{months}} 个月，{{offers}} 个报价；现值按年折现率 {{rate}} 计算）',
  titleNoRate: '需求计划（{{months}} 个月，{{offers}} 个报价）',
  notSolved: '未求解：见下方警告。',
  result: '结果',
  value: '数值',
  planTotal: '计划成本（合计）',
  planPresent: '计划成本（现值）',
  baselineTotal: '不签承诺（仅按需与竞价）成本（合计）',
  baselinePresent: '不签承诺（仅按需与竞价）成本（现值）',
  savings: '节省（现值；占不签承诺成本的比例）',
  savingsWithShare: '{{amount}}（{{share}}）',
  savingsNoShare: '{{amount}}（无比例：不签承诺的成本为 0）',
  savingsNotSame: '—（满足的需求不同）',
  savingsNotSameNote: '未给出节省：不签承诺时有 {{baseline}} GPU 小时的需求无法满足，按计划为 {{plan}} GPU 小时；两者满足的需求不同。',
  utilization: '承诺利用率（已用 / 已付承诺 GPU 小时）',
  noCommitments: '—（无承诺）',
  perUsed: '每实际使用 GPU 小时成本',
  noneServed: '—（没有满足任何需求）',
  demand: '需求（GPU 小时）',
  unserved: '未满足需求（GPU 小时）',
  solvedBy: '由 {{solver}} 求解：{{variables}} 个变量（{{integers}} 个整块起始月份），{{constraints}} 个约束，已证明间隙 {{gap}}。',
  scheduleTitle: '签什么、何时签',
  noSchedule: '无需签约：任何承诺都不会让计划更便宜，按需与竞价即可满足。',
  offer: '报价',
  startMonth: '起始月',
  endMonth: '结束月',
  gpus: 'GPU 数',
  cost: '成本',
  presentCost: '现值成本',
  byOfferTitle: '各报价',
  kind: '类型',
  used: '使用 GPU 小时',
  billed: '计费 GPU 小时',
  share: '占需求',
  kindCommit: '承诺',
  kindOnDemand: '按需',
  kindSpot: '竞价',
  breakEvenTitle: '承诺何时划算',
  breakEven: '“{{offer}}”（{{term}} 个月，每 GPU 小时 {{price}}）的 GPU 忙碌时间超过 {{share}} 才比按需（每 GPU 小时 {{onDemand}}）划算。',
  breakEvenNever: '“{{offer}}”（{{term}} 个月，每 GPU 小时 {{price}}）的 GPU 永远不比按需（每 GPU 小时 {{onDemand}}）划算：需要忙碌 {{share}} 的时间。',
  breakEvenShort: '“{{offer}}”的 GPU 忙碌时间超过 {{share}} 才划算。',
  breakEvenNone: '“{{offer}}”：没有按需报价可比，无盈亏平衡点。',
};

export function cliPortfolioMessages(lang: Language): typeof cliPortfolioEn {
  return lang === 'zh-CN' ? cliPortfolioZhCN : cliPortfolioEn;
}

export function cliMessages(lang: Language): CliMessages {
  return lang === 'zh-CN' ? cliZhCN : cliEn;
}

/** `template` with each {{name}} replaced by values[name]. */
export function fillCli(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

/** The language of the CLI's own texts: --lang when given and valid, else LANG / LC_ALL / LC_MESSAGES (zh… → zh-CN), else en. */
export function cliLanguage(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Language {
  const i = argv.indexOf('--lang');
  const flag = i >= 0 ? argv[i + 1] : undefined;
  if (flag === 'en' || flag === 'zh-CN') return flag;
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^zh/i.test(locale) ? 'zh-CN' : 'en';
}
