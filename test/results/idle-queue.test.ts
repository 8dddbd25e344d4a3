// The idle queue (src/results/idle-queue.ts) under a scripted host: which pieces run in an idle
// period of a given length, in which order, and what a newer piece or a cancel does.
import { describe, expect, it } from 'vitest';
import { createIdleQueue, type IdleHost } from '../../src/results/idle-queue';

/**
 * A queue on a host whose idle periods the test hands out and whose clock each piece advances by
 * its own cost; each piece writes its name to `log` when it runs.
 */
function scripted() {
  let clock = 0;
  const pumps: ((d: { didTimeout: boolean; timeRemaining(): number }) => void)[] = [];
  const host: IdleHost = { request: (pump) => pumps.push(pump), now: () => clock };
  /** One idle period of `ms` (or a timeout, with none left). */
  const idle = (ms: number, didTimeout = false) => {
    const pump = pumps.shift();
    if (!pump) throw new Error('no idle callback requested');
    const end = clock + ms;
    pump({ didTimeout, timeRemaining: () => Math.max(0, end - clock) });
  };
  const log: string[] = [];
  const piece = (name: string, cost: number) => () => {
    log.push(name);
    clock += cost;
  };
  return { queue: createIdleQueue(host), log, idle, piece, pending: () => pumps.length };
}

describe('idle queue', () => {
  it('runs pieces in order while the idle period has room for what each took last time', () => {
    const { queue, log, idle, piece, pending } = scripted();
    const a = {}, b = {}, c = {};
    queue.schedule(a, piece('a1', 3));
    queue.schedule(b, piece('b1', 6));
    queue.schedule(c, piece('c1', 2));
    // Never timed: each is assumed to take 4 ms. 10 ms: a (3) leaves 7, b (6) leaves 1, c waits.
    idle(10);
    expect(log).toEqual(['a1', 'b1']);
    expect(pending()).toBe(1);
    idle(3);
    expect(log).toEqual(['a1', 'b1']); // 3 ms < the 4 ms guess for c
    idle(4);
    expect(log).toEqual(['a1', 'b1', 'c1']);
    expect(pending()).toBe(0);
    // Timed now: b took 6, so a 5 ms period runs a (3) and stops at b.
    queue.schedule(a, piece('a2', 3));
    queue.schedule(b, piece('b2', 6));
    idle(5);
    expect(log.slice(3)).toEqual(['a2']);
    idle(6);
    expect(log.slice(3)).toEqual(['a2', 'b2']);
  });

  it('follows a longer run at once and a shorter one gradually (by 0.8 a run)', () => {
    const { queue, log, idle, piece } = scripted();
    const a = {};
    queue.schedule(a, piece('long', 10));
    idle(12);
    queue.schedule(a, piece('short', 2));
    idle(10);
    expect(log).toEqual(['long', 'short']); // estimated 10: fits in 10
    queue.schedule(a, piece('next', 2));
    idle(7.9);
    expect(log).toEqual(['long', 'short']); // estimated 8 (10 × 0.8), not 2
    idle(8);
    expect(log).toEqual(['long', 'short', 'next']);
  });

  it('runs one piece on a timeout, and any piece in a long idle period', () => {
    const { queue, log, idle, piece } = scripted();
    const a = {}, b = {};
    queue.schedule(a, piece('a', 30));
    queue.schedule(b, piece('b', 1));
    idle(0, true);
    expect(log).toEqual(['a']);
    queue.schedule(a, piece('a again', 30));
    idle(20);
    expect(log).toEqual(['a', 'b']); // b (1 ms) runs; a's 30 ms do not fit in 20
    idle(45);
    expect(log).toEqual(['a', 'b', 'a again']);
  });

  it('yields after about 8 ms of pieces even in a long idle period, and asks for another', () => {
    const { queue, log, idle, piece, pending } = scripted();
    const keys = [{}, {}, {}, {}];
    keys.forEach((k, i) => queue.schedule(k, piece(`p${i}`, 3)));
    idle(50); // p0 (3, guessed 4) then p1 (3 + 4 ≤ 8); p2 would pass 8
    expect(log).toEqual(['p0', 'p1']);
    expect(pending()).toBe(1);
    idle(50);
    expect(log).toEqual(['p0', 'p1', 'p2', 'p3']);
    keys.forEach((k, i) => queue.schedule(k, piece(`q${i}`, 3)));
    idle(50); // timed at 3 each: 3 + 3 ≤ 8, 6 + 3 > 8
    expect(log.slice(4)).toEqual(['q0', 'q1']);
  });

  it('lets a smaller piece run past one that does not fit', () => {
    const { queue, log, idle, piece } = scripted();
    const big = {}, small = {};
    queue.schedule(big, piece('big', 12));
    idle(20);
    queue.schedule(big, piece('big again', 12));
    queue.schedule(small, piece('small', 2));
    idle(10);
    expect(log).toEqual(['big', 'small']);
    idle(12);
    expect(log).toEqual(['big', 'small', 'big again']);
  });

  it('goes on with the other pieces after one throws', () => {
    const { queue, log, idle, piece, pending } = scripted();
    queue.schedule({}, () => {
      throw new Error('render failed');
    });
    queue.schedule({}, piece('after', 1));
    expect(() => idle(50)).toThrow('render failed');
    expect(pending()).toBe(1);
    idle(50);
    expect(log).toEqual(['after']);
  });

  it('keeps one piece per key, the newest, and a cancel drops only its own piece', () => {
    const { queue, log, idle, piece } = scripted();
    const a = {}, b = {};
    queue.schedule(a, piece('a old', 1));
    const cancelB = queue.schedule(b, piece('b', 1));
    const cancelOld = queue.schedule(a, piece('a new', 1));
    cancelB();
    idle(50);
    expect(log).toEqual(['a new']);
    queue.schedule(a, piece('a newest', 1));
    cancelOld(); // already replaced and run: it must not drop the newest piece
    idle(50);
    expect(log).toEqual(['a new', 'a newest']);
  });
});
