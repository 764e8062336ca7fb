import { useId, useRef, type ReactNode } from 'react';
import { useOverlay } from './useOverlay';
import { CloseIcon } from './icons';
import './modal.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
}

/** A centred dialog over a dimmed page; Escape and the backdrop close it; the focus stays inside while it is open. */
export function Modal({ title, onClose, children, footer }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useOverlay(true, onClose, dialog);

  return (
    <div className="modal">
      <div className="modal__backdrop" onClick={onClose} />
      <div className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}><CloseIcon /></button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
