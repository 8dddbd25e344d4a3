// @vitest-environment happy-dom
// The axes place each tick by its own coordinates (no translated group per tick: a transform is a
// paint property of its own, and moving one made the browser redo the page's layerization).
import { cleanup, render } from '@testing-library/react';
import { scaleLinear } from 'd3';
import { afterEach, describe, expect, it } from 'vitest';
import { AxisBottom, AxisLeft, AxisRight } from '../../src/charts/axes';

afterEach(cleanup);

const y = scaleLinear().domain([0, 80]).range([200, 20]); // ticks 0, 20, 40, 60, 80 → y 200, 155, 110, 65, 20
const x = scaleLinear().domain([0, 60]).range([40, 640]); // ticks 0, 10 … 60 → x 40, 140 … 640

function svg(children: React.ReactNode) {
  return render(<svg>{children}</svg>).container;
}

const num = (el: Element, name: string) => Number(el.getAttribute(name));

describe('axes', () => {
  it('left: a grid line and a label at each tick’s height, nothing transformed', () => {
    const c = svg(<AxisLeft scale={y} format={String} left={50} right={600} />);
    const lines = [...c.querySelectorAll('line.chart-grid')];
    expect(lines.map((l) => num(l, 'y1'))).toEqual([200, 155, 110, 65, 20]);
    expect(lines.map((l) => num(l, 'y2'))).toEqual([200, 155, 110, 65, 20]);
    expect(lines.every((l) => num(l, 'x1') === 50 && num(l, 'x2') === 600)).toBe(true);
    const labels = [...c.querySelectorAll('text')];
    expect(labels.map((t) => [t.textContent, num(t, 'x'), num(t, 'y')])).toEqual([
      ['0', 44, 200],
      ['20', 44, 155],
      ['40', 44, 110],
      ['60', 44, 65],
      ['80', 44, 20],
    ]);
    expect(c.querySelector('[transform]')).toBeNull();
  });

  it('right: a 4-px tick and a label 7 px right of the axis at each tick’s height', () => {
    const c = svg(<AxisRight scale={y} format={String} right={610} edge={700} />);
    const ticks = [...c.querySelectorAll('line.chart-axis__tick')];
    expect(ticks.map((l) => [num(l, 'x1'), num(l, 'x2'), num(l, 'y1'), num(l, 'y2')])).toEqual([
      [610, 614, 200, 200],
      [610, 614, 155, 155],
      [610, 614, 110, 110],
      [610, 614, 65, 65],
      [610, 614, 20, 20],
    ]);
    expect([...c.querySelectorAll('text')].map((t) => [num(t, 'x'), num(t, 'y')])[2]).toEqual([617, 110]);
    expect(c.querySelector('[transform]')).toBeNull();
  });

  it('bottom: a 4-px tick down from the axis and a label 16 px below it at each tick', () => {
    const c = svg(<AxisBottom scale={x} format={String} top={220} />);
    const ticks = [...c.querySelectorAll('line.chart-axis__tick')];
    expect(ticks.map((l) => Math.round(num(l, 'x1') * 1e9) / 1e9)).toEqual([40, 140, 240, 340, 440, 540, 640]);
    expect(ticks.every((l) => num(l, 'y1') === 220 && num(l, 'y2') === 224 && num(l, 'x2') === num(l, 'x1'))).toBe(true);
    const labels = [...c.querySelectorAll('text')];
    expect(labels.map((t) => [t.textContent, Math.round(num(t, 'x')), num(t, 'y')])[3]).toEqual(['30', 340, 236]);
    expect(c.querySelector('[transform]')).toBeNull();
  });
});
