import type { Plugin } from 'vite';

/**
 * The shell's own stylesheet (about 3 kB brotli) goes into index.html as a <style>: on a phone's 4G a render-blocking
 * request costs a round trip before the first paint, more than these bytes do. Only the entry's CSS; each screen's
 * CSS still comes with its chunk. The file stays in the build: chunks that import the entry's CSS as a dependency
 * still preload it (it is then cached, and applying the same rules twice changes nothing). The CSP allows inline styles (helmet's default style-src has 'unsafe-inline').
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (link, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (!asset || asset.type !== 'asset') return link;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
