import { describe, expect, it } from 'vitest';
import { mainThreadWorkAfterFirstPaint, type TraceEvent } from './main-thread';

const PAGE = 7;
const MAIN = 1;
const OTHER_THREAD = 2;
const BROWSER = 3;
const ms = (value: number) => value * 1000;

/** A renderer's main thread named as Chrome names it, a first paint at 100 ms, and the given tasks. */
function trace(tasks: TraceEvent[], firstPaintAt = 100): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: PAGE, tid: OTHER_THREAD, ts: 0, args: { name: 'Compositor' } },
    { name: 'firstContentfulPaint', ph: 'I', pid: PAGE, tid: MAIN, ts: ms(firstPaintAt) },
    ...tasks,
  ];
}
const task = (
  startMs: number,
  wallMs: number,
  cpuMs: number,
  where = { pid: PAGE, tid: MAIN },
): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms(startMs),
  dur: ms(wallMs),
  tdur: ms(cpuMs),
});

describe('mainThreadWorkAfterFirstPaint', () => {
  it('adds the wall and CPU time of the main thread tasks after the first paint', () => {
    const work = mainThreadWorkAfterFirstPaint(trace([task(150, 30, 10), task(200, 12, 12)]));
    expect(work).toEqual({ wallMs: 42, cpuMs: 22, blockingMsOnCpuTime: 0 });
  });

  it('applies the 4× slowdown and the 50 ms line to each task on its CPU time', () => {
    // 20 ms of CPU → 80 ms on the phone → 30 ms blocking; 40 ms → 160 → 110; 12 ms → 48 → none.
    const work = mainThreadWorkAfterFirstPaint(
      trace([task(150, 60, 20), task(300, 45, 40), task(400, 100, 12)]),
    );
    expect(work?.blockingMsOnCpuTime).toBe(140);
    expect(work?.wallMs).toBe(205);
  });

  it('leaves out tasks before the first paint, of other threads and of other processes', () => {
    const work = mainThreadWorkAfterFirstPaint(
      trace([
        task(20, 80, 80),
        task(150, 50, 50, { pid: PAGE, tid: OTHER_THREAD }),
        task(150, 50, 50, { pid: BROWSER, tid: MAIN }),
        task(300, 5, 4),
      ]),
    );
    expect(work).toEqual({ wallMs: 5, cpuMs: 4, blockingMsOnCpuTime: 0 });
  });

  it('counts a task nested in another once, as part of the outer one', () => {
    const work = mainThreadWorkAfterFirstPaint(trace([task(150, 40, 30), task(160, 10, 10)]));
    expect(work).toEqual({ wallMs: 40, cpuMs: 30, blockingMsOnCpuTime: 70 });
  });

  it('answers null for a trace without a first paint or without the renderer main thread', () => {
    expect(mainThreadWorkAfterFirstPaint([task(150, 40, 30)])).toBeNull();
    const withoutMainThread = trace([task(150, 40, 30)]).filter((event) => event.name !== 'thread_name');
    expect(mainThreadWorkAfterFirstPaint(withoutMainThread)).toBeNull();
  });
});
