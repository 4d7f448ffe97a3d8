// The page's own main-thread work after its first paint, read from the trace Lighthouse recorded. Lighthouse's
// TBT multiplies each task's wall time by the simulated slowdown; on this project's test machines a renderer
// task's wall time is two to three times the CPU time its thread actually ran (docs/decisions/238), and that
// share swings with the machine's other load. The CPU time is what the page's code costs, whatever the machine
// is doing: printed beside Lighthouse's figures so a change in the code can be told from a change in the machine.

/** The fields of a Chrome trace event that this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time during the event, in microseconds. */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadWork {
  /** Wall time of the renderer main thread's tasks after the first contentful paint. */
  wallMs: number;
  /** The CPU time its thread ran in those tasks. */
  cpuMs: number;
  /**
   * Lighthouse's rule (each task's part above 50 ms, after the 4× slowdown) applied to each task's CPU time
   * instead of its wall time: the blocking time of the page's own work on an otherwise idle machine.
   */
  blockingMsOnCpuTime: number;
}

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Reads the page's main thread from a Lighthouse navigation trace; null if the trace lacks the events. */
export function mainThreadWorkAfterFirstPaint(events: TraceEvent[]): MainThreadWork | null {
  const firstPaint = events
    .filter((event) => event.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!firstPaint) return null;
  const mainThread = events.find(
    (event) =>
      event.pid === firstPaint.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!mainThread) return null;
  // Top-level tasks only: a task nested in another (a nested run loop) is already in its parent's time.
  const tasks = events
    .filter(
      (event) =>
        event.pid === mainThread.pid &&
        event.tid === mainThread.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.dur !== undefined &&
        event.ts >= firstPaint.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let blocking = 0;
  let endOfLast = -1;
  for (const task of tasks) {
    if (task.ts < endOfLast) continue;
    endOfLast = task.ts + task.dur!;
    const taskCpu = task.tdur ?? task.dur!;
    wall += task.dur!;
    cpu += taskCpu;
    blocking += Math.max(0, (SLOWDOWN * taskCpu) / 1000 - LONG_TASK_MS);
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, blockingMsOnCpuTime: blocking };
}
