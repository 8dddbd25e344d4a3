// Charts: d3 computes scales and paths, React renders plain SVG (prints cleanly to PDF).
// Every chart takes plain data + `width` (+ optional `height`) and `lang`; wrap it in
// <Responsive>{(w) => <Chart width={w} … />}</Responsive> to follow its container's width.
// Texts come from the i18n "results" area in the language given by `lang`.
export { CapacityWaterfall } from './capacity-waterfall';
export type { CapacityWaterfallProps } from './capacity-waterfall';
export { PriceProjectionChart } from './price-projection-chart';
export type { PriceProjectionChartProps } from './price-projection-chart';
export { CashFlowChart } from './cash-flow-chart';
export type { CashFlowChartProps } from './cash-flow-chart';
export { RentVsBuyChart, MODE_COLORS } from './rent-vs-buy-chart';
export type { RentVsBuyChartProps } from './rent-vs-buy-chart';
export { QuotesTable } from './quotes-table';
export type { QuotesTableProps } from './quotes-table';
export { HistogramChart } from './histogram-chart';
export type { HistogramChartProps, HistogramMarker } from './histogram-chart';
export { TornadoChart } from './tornado-chart';
export type { TornadoChartProps } from './tornado-chart';
export { OverlayLineChart } from './overlay-line-chart';
export type { OverlayLineChartProps, OverlaySeries } from './overlay-line-chart';
export { ChartTooltip } from './tooltip';
export type { TooltipData, TooltipRow } from './tooltip';
export { Responsive } from './responsive';
export { useElementWidth } from './use-element-width';
export { seriesColor } from './layout';
