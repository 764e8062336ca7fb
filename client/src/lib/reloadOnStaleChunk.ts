// A tab opened before a deploy still runs the old entry, whose lazy chunks (a screen, the admin area: not all are
// precached) are gone from the server. Vite reports the failed import as `vite:preloadError`; reloading fetches
// the new index.html and its chunks. Once only: if the chunk is still missing right after a reload, the error is
// real and is shown (no reload loop).
const RELOADED_AT = 'indoredrive.staleChunkReloadAt';
/** A second failure within this long after our reload is not a stale tab. */
const LOOP_GUARD_MS = 30_000;

export function reloadOnStaleChunk(reload: () => void = () => window.location.reload()): void {
  window.addEventListener('vite:preloadError', () => {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    if (last && Date.now() - last < LOOP_GUARD_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    reload();
  });
}
