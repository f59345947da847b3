// Injected before any script of every page the browser suite measures (Playwright
// addInitScript): it watches pointer input and frames the same way for every subject, so no
// subject is measured on its internals. Plain JavaScript: it runs as a string in the page.
(() => {
  const MOVE_TYPES = ['pointermove', 'pointerrawupdate'];
  const state = {
    recording: false,
    /** Per pointer event: [type 0 move / 1 rawupdate / 2 other, handler ms]. */
    handlerMs: [],
    /** Every sample the page was handed (coalesced included): its timeStamp. */
    sampleTimes: [],
    /** App-agnostic latency: event timeStamp → end of the first main-thread frame after the app's handler. */
    frameLatency: [],
    /** rAF timestamps while recording. */
    frames: [],
    longTasks: [],
    jankTimer: 0,
  };
  let started = 0;
  let pendingTimes = null;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const end = performance.now();
    const times = pendingTimes ?? [];
    pendingTimes = null;
    for (const time of times) state.frameLatency.push(end - time);
  };

  /** Runs after every other window bubble listener: it is re-added last at each event. */
  const onEnd = (event) => {
    if (!state.recording || started === 0) return;
    const ms = performance.now() - started;
    started = 0;
    const kind = event.type === 'pointermove' ? 0 : event.type === 'pointerrawupdate' ? 1 : 2;
    state.handlerMs.push([kind, ms]);
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
        for (const e of list.length > 0 ? list : [event]) state.sampleTimes.push(e.timeStamp);
    }
    window.removeEventListener(event.type, onEnd);
    window.addEventListener(event.type, onEnd);
    started = performance.now();
  };
  for (const type of [...MOVE_TYPES, 'pointerdown', 'pointerup'])
    window.addEventListener(type, onStart, { capture: true });

  const frameLoop = (time) => {
    if (!state.recording) return;
    state.frames.push(time);
    requestAnimationFrame(frameLoop);
  };
  try {
    new PerformanceObserver((list) => {
      if (state.recording) for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  } catch {
    // no Long Tasks API: the figure is reported as missing
  }

  window.__quietlineBenchHarness = {
    start({ jank }) {
      Object.assign(state, { handlerMs: [], sampleTimes: [], frameLatency: [], frames: [], longTasks: [] });
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
    async stop() {
      clearInterval(state.jankTimer);
      // Let the last frames and their latency callbacks land.
      await new Promise((resolve) => setTimeout(resolve, 250));
      state.recording = false;
      return {
        timeOrigin: performance.timeOrigin,
        handlerMs: state.handlerMs,
        sampleTimes: state.sampleTimes,
        frameLatency: state.frameLatency,
        frames: state.frames,
        longTasks: state.longTasks,
      };
    },
  };
})();
