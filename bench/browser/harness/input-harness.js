// Injected before any script of every page the browser suite measures (Playwright
// addInitScript): it watches pointer input and frames the same way for every subject, so no
// subject is measured on its internals. Plain JavaScript: it runs as a string in the page.
(() => {
  const MOVE_TYPES = ['pointermove', 'pointerrawupdate'];
  /** What one recording collects, empty. */
  const emptyLog = () => ({
    /** Per pointer event: [type 0 move / 1 rawupdate / 2 other, handler ms]. */
    handlerMs: [],
    /** Every sample the page was handed (coalesced included): its timeStamp. */
    sampleTimes: [],
    /** App-agnostic latency: event timeStamp → end of the first main-thread frame after the app's handler. */
    frameLatency: [],
    /** The end of each of those frames (once per frame): when the page could first show the samples. */
    shownAt: [],
    /** timeStamp of every pointerdown, pointermove, pointerup and wheel event (a gesture's span). */
    inputTimes: [],
    /** rAF timestamps while recording. */
    frames: [],
    longTasks: [],
  });
  let log = emptyLog();
  const state = {
    recording: false,
    jankTimer: 0,
    /** performance.now() when recording started. */
    startedAt: 0,
  };
  let started = 0;
  let pendingTimes = null;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const end = performance.now();
    const times = pendingTimes ?? [];
    pendingTimes = null;
    for (const time of times) log.frameLatency.push(end - time);
    if (times.length > 0) log.shownAt.push(end);
  };

  /** Runs after every other window bubble listener: it is re-added last at each event. */
  const onEnd = (event) => {
    if (!state.recording || started === 0) return;
    const ms = performance.now() - started;
    started = 0;
    const kind = event.type === 'pointermove' ? 0 : event.type === 'pointerrawupdate' ? 1 : 2;
    log.handlerMs.push([kind, ms]);
    if (kind !== 0) return;
    const times = event.getCoalescedEvents ? event.getCoalescedEvents().map((e) => e.timeStamp) : [];
    if (times.length === 0) times.push(event.timeStamp);
    if (pendingTimes) pendingTimes.push(...times);
    else {
      pendingTimes = times;
      requestAnimationFrame(() => channel.port2.postMessage(0));
    }
  };
  const onStart = (event) => {
    if (!state.recording) return;
    if (event.type === 'pointerrawupdate' || event.type === 'pointermove') {
      const list = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      if (event.type === 'pointermove')
        for (const e of list.length > 0 ? list : [event]) log.sampleTimes.push(e.timeStamp);
    }
    window.removeEventListener(event.type, onEnd);
    window.addEventListener(event.type, onEnd);
    started = performance.now();
  };
  for (const type of [...MOVE_TYPES, 'pointerdown', 'pointerup'])
    window.addEventListener(type, onStart, { capture: true });
  const onInput = (event) => {
    if (state.recording) log.inputTimes.push(event.timeStamp);
  };
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'wheel'])
    window.addEventListener(type, onInput, { capture: true, passive: true });

  const frameLoop = (time) => {
    if (!state.recording) return;
    log.frames.push(time);
    requestAnimationFrame(frameLoop);
  };
  try {
    new PerformanceObserver((list) => {
      if (state.recording) for (const entry of list.getEntries()) log.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  } catch {
    // no Long Tasks API: the figure is reported as missing
  }

  window.__quietlineBenchHarness = {
    start({ jank }) {
      log = emptyLog();
      state.startedAt = performance.now();
      state.recording = true;
      requestAnimationFrame(frameLoop);
      if (jank) {
        // 50 ms of main-thread work every 100 ms.
        state.jankTimer = setInterval(() => {
          const until = performance.now() + 50;
          while (performance.now() < until);
        }, 100);
      }
    },
    /**
     * Resolves true once `count` frames in a row came within `slowMs` of the one before (the
     * page's main thread is quiet: whatever it was drawing is drawn), false after `maxMs`.
     */
    quiet({ count, slowMs, maxMs }) {
      const until = performance.now() + maxMs;
      return new Promise((resolve) => {
        let previous = 0;
        let run = 0;
        const step = (time) => {
          run = previous > 0 && time - previous <= slowMs ? run + 1 : 0;
          previous = time;
          if (run >= count) resolve(true);
          else if (time > until) resolve(false);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
    },
    async stop() {
      clearInterval(state.jankTimer);
      // Let the last frames and their latency callbacks land.
      await new Promise((resolve) => setTimeout(resolve, 250));
      state.recording = false;
      return { timeOrigin: performance.timeOrigin, startedAt: state.startedAt, ...log };
    },
  };
})();
