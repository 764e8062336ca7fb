import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from './reloadOnStaleChunk';

const reload = vi.fn();
const chunkMissing = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

beforeAll(() => {
  reloadOnStaleChunk(reload);
});
afterEach(() => {
  reload.mockClear();
  vi.useRealTimers();
});

describe('a chunk missing after a deploy', () => {
  it('reloads the page once, and not again when the chunk is still missing right after', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    chunkMissing();
    expect(reload).toHaveBeenCalledOnce();
    vi.setSystemTime(new Date('2026-11-25T10:00:05Z'));
    chunkMissing();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again for a later deploy (the guard survives the reload in sessionStorage, for a while only)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    sessionStorage.setItem('indoredrive.staleChunkReloadAt', String(Date.now()));
    chunkMissing();
    expect(reload).not.toHaveBeenCalled();
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
    chunkMissing();
    expect(reload).toHaveBeenCalledOnce();
  });
});
