import { expect, vi } from 'vitest';

/**
 * Stubs fetch for screens that read public lists with a plain GET (lib/useRestList.ts): each URL in `answers`
 * answers its JSON, or fails with the Error given; a GET of any other URL fails the test. Undone by
 * vi.unstubAllGlobals().
 */
export function serveJson(answers: Record<string, unknown>, delayMs = 0) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    expect(Object.keys(answers), `an unexpected GET ${url}`).toContain(url);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
