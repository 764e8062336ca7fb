// Pictures the project draws itself, so the demo never shows a broken image and needs no network.

type Body = 'suv' | 'sedan' | 'hatch' | 'muv' | 'jeep';

const BODIES: Record<Body, string> = {
  suv: 'M60 170 L80 120 Q95 95 130 92 L300 92 Q335 94 355 118 L395 140 Q430 146 440 170 L440 195 L60 195 Z',
  sedan: 'M50 178 L95 140 Q120 112 165 108 L280 108 Q315 110 345 138 L410 150 Q445 158 450 180 L450 198 L50 198 Z',
  hatch: 'M70 178 L95 128 Q112 100 150 98 L290 98 Q320 102 345 140 L400 152 Q430 160 432 182 L432 198 L70 198 Z',
  muv: 'M55 175 L75 118 Q88 96 125 94 L320 94 Q350 96 372 124 L410 146 Q440 152 445 176 L445 198 L55 198 Z',
  jeep: 'M70 170 L78 100 L110 96 L300 96 L318 126 L410 136 Q438 142 440 168 L440 196 L70 196 Z',
};
const WINDOWS: Record<Body, string> = {
  suv: 'M100 125 L125 104 L215 104 L215 128 Z M225 104 L300 104 Q330 108 345 128 L225 128 Z',
  sedan: 'M120 142 L160 118 L235 118 L235 142 Z M245 118 L285 118 Q310 122 330 142 L245 142 Z',
  hatch: 'M115 135 L140 108 L220 108 L220 136 Z M230 108 L285 108 Q310 112 328 136 L230 136 Z',
  muv: 'M95 124 L115 104 L200 104 L200 128 Z M210 104 L310 104 Q340 108 358 128 L210 128 Z',
  jeep: 'M90 130 L95 106 L200 106 L200 130 Z M210 106 L292 106 L306 130 L210 130 Z',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function carSvg(name: string, body: Body, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 300" width="500" height="300" role="img" aria-label="${escape(name)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef4ff"/><stop offset="1" stop-color="#dfe8f7"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.78"/></linearGradient></defs>
<rect width="500" height="300" fill="url(#sky)"/>
<ellipse cx="250" cy="214" rx="210" ry="14" fill="#000" opacity="0.12"/>
<path d="${BODIES[body]}" fill="url(#paint)" stroke="#1f2937" stroke-width="3" stroke-linejoin="round"/>
<path d="${WINDOWS[body]}" fill="#cfe3f5" stroke="#1f2937" stroke-width="2"/>
<rect x="420" y="165" width="18" height="9" rx="3" fill="#fde68a"/><rect x="62" y="168" width="14" height="8" rx="3" fill="#f87171"/>
<g fill="#111827"><circle cx="140" cy="198" r="30"/><circle cx="365" cy="198" r="30"/></g>
<g fill="#9ca3af"><circle cx="140" cy="198" r="13"/><circle cx="365" cy="198" r="13"/></g>
<text x="250" y="270" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#1f2937">${escape(name)}</text>
</svg>
`;
}

export function bannerSvg(title: string, subtitle: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 240" width="600" height="240" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="240" rx="18" fill="url(#g)"/>
<circle cx="520" cy="40" r="90" fill="#fff" opacity="0.12"/><circle cx="560" cy="210" r="60" fill="#fff" opacity="0.10"/>
<text x="36" y="110" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="800" fill="#fff">${escape(title)}</text>
<text x="36" y="160" font-family="Arial, Helvetica, sans-serif" font-size="24" fill="#fff" opacity="0.92">${escape(subtitle)}</text>
</svg>
`;
}
