// The app's icons, drawn here and rendered to PNG at build time (sharp): the manifest's 192 and 512 px icons, a
// maskable one with the safe-zone padding, and the 180 px apple-touch-icon. Nothing binary is committed.
import sharp from 'sharp';
import type { Plugin } from 'vite';

const CAR = '<path d="M14 40V31l5-11h26l5 11v9h-4" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>'
  + '<path d="M14 31h36" stroke="#fff" stroke-width="4"/><circle cx="22" cy="41" r="5" fill="#fff"/><circle cx="42" cy="41" r="5" fill="#fff"/>';

/** The favicon's car on the brand orange; `maskable` keeps the car inside the central 80% safe zone. */
export function iconSvg({ maskable = false } = {}): string {
  const inner = maskable ? `<g transform="translate(9.6 9.6) scale(0.7)">${CAR}</g>` : CAR;
  const background = maskable ? '<rect width="64" height="64" fill="#c2410c"/>' : '<rect width="64" height="64" rx="14" fill="#c2410c"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background}${inner}</svg>`;
}

export const ICONS = [
  { fileName: 'icon-192.png', size: 192, maskable: false },
  { fileName: 'icon-512.png', size: 512, maskable: false },
  { fileName: 'icon-maskable-512.png', size: 512, maskable: true },
  { fileName: 'apple-touch-icon.png', size: 180, maskable: true },
] as const;

export function appIcons(): Plugin {
  return {
    name: 'app-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of ICONS) {
        const source = await sharp(Buffer.from(iconSvg({ maskable: icon.maskable }))).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.fileName, source });
      }
    },
  };
}
