import type { Plugin } from 'vite';

/**
 * The shell's own stylesheet (about 3 kB brotli) goes into index.html as a <style>: on a phone's 4G a render-blocking
 * request costs a round trip before the first paint, more than these bytes do. Only the entry's CSS; each screen's
 * CSS still comes with its chunk. The file is left empty rather than removed: lazy chunks list it as a dependency and
 * load it, and its rules arriving again after a screen's own CSS would override that screen's (a layout shift).
 * The CSP allows inline styles (helmet's default style-src has 'unsafe-inline').
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
          const css = String(asset.source);
          asset.source = '/* inlined into index.html */\n';
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
