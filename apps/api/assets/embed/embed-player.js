// The embeddable player's whole script: play/pause, what is on air, the listener
// count. No framework, no cookie: every call leaves with credentials 'omit', so the station's
// session is never read from a partner's page. Served as /embed/player.js.
(() => {
  const root = document.querySelector('[data-embed]');
  if (!root) return;
  const audio = root.querySelector('audio');
  const button = root.querySelector('[data-play]');
  const programme = root.querySelector('[data-programme]');
  const track = root.querySelector('[data-track]');
  const live = root.dataset.embed === 'live';
  const stream = root.dataset.stream;
  const mixId = root.dataset.mix;
  const id = `e-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const send = (method, url, body, keepalive = false) =>
    fetch(url, { method, credentials: 'omit', keepalive, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => undefined);
  let wanted = false;
  let counted = false;
  let heartbeat;
  let retry;

  const show = (playing) => {
    button.setAttribute('aria-label', playing ? 'Pause' : 'Lecture');
    button.dataset.state = playing ? 'playing' : 'paused';
  };
  // Counted like the app's players: a heartbeat every 20 s while the live stream plays.
  const listening = (on) => {
    if (on === counted) return;
    counted = on;
    clearInterval(heartbeat);
    if (live) {
      send('POST', '/api/live/listeners', { listener_id: id, listening: on }, !on);
      if (on) heartbeat = setInterval(() => send('POST', '/api/live/listeners', { listener_id: id, listening: true }), 20000);
    } else {
      send('PATCH', `/api/mixes/${mixId}/listen`, { is_starting: on }, !on);
    }
  };
  const start = () => {
    wanted = true;
    // The live stream always starts at its live edge: a fresh connection, never an old buffer.
    if (live) audio.src = stream;
    audio.play().catch(() => {
      wanted = false;
      show(false);
    });
  };
  const stop = () => {
    wanted = false;
    clearTimeout(retry);
    audio.pause();
    // Said at once: reloading the element below drops its pending 'pause' event.
    show(false);
    listening(false);
    // A paused live stream lets its connection go.
    if (live) {
      audio.removeAttribute('src');
      audio.load();
    }
  };
  button.addEventListener('click', () => (wanted ? stop() : start()));
  audio.addEventListener('playing', () => {
    show(true);
    listening(true);
  });
  audio.addEventListener('pause', () => {
    if (wanted && live) return;
    show(false);
    listening(false);
  });
  // The live stream reconnects while the listener wants it (every 3 s); a mix simply stops.
  const failed = () => {
    if (!wanted) return;
    if (!live) return stop();
    clearTimeout(retry);
    retry = setTimeout(start, 3000);
  };
  audio.addEventListener('error', failed);
  audio.addEventListener('ended', failed);
  addEventListener('pagehide', () => wanted && listening(false));

  if (!live) return;
  const refresh = () =>
    fetch('/api/live/now-playing', { credentials: 'omit' })
      .then((response) => (response.ok ? response.json() : null))
      .then((now) => {
        if (!now) return;
        programme.textContent = now.programme ? now.programme.title : '';
        track.textContent = now.track ?? '';
      })
      .catch(() => undefined);
  refresh();
  setInterval(refresh, 15000);
})();
