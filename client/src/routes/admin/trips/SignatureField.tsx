import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';

interface Props {
  id: string;
  /** Called with the drawn signature as a PNG, or null when cleared. */
  onChange: (png: Blob | null) => void;
}

function pngOf(dataUrl: string): Blob {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** The customer signs on the screen with a finger (signature_pad, loaded only when the form opens). */
export function SignatureField({ id, onChange }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('signature_pad').then(
      ({ default: Pad }) => {
        if (cancelled || !canvas.current) return;
        const element = canvas.current;
        // Drawn at the device's pixel ratio so the signature stays sharp on a phone.
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        element.width = element.offsetWidth * ratio;
        element.height = element.offsetHeight * ratio;
        element.getContext('2d')?.scale(ratio, ratio);
        const signature = new Pad(element, { penColor: '#111827' });
        // Synchronous (toDataURL, not toBlob): the signature is in the form's state before any click can submit it.
        signature.addEventListener('endStroke', () => onChange(pngOf(signature.toDataURL('image/png'))));
        pad.current = signature;
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      pad.current?.off();
    };
  }, [onChange]);

  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        Customer's signature
      </label>
      <canvas id={id} ref={canvas} className="signature-pad" aria-label="Sign here with a finger or the mouse" />
      {failed && <p role="alert">The signature pad could not load. Please reload the page.</p>}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        Clear signature
      </button>
    </div>
  );
}
