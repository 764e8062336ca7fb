import { useId, type ReactNode } from 'react';
import { useDialog } from './useDialog';
import { CloseIcon } from './icons';
import { useTranslation } from 'react-i18next';
import './modal.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
}

/** A centred dialog over a dimmed page: focus stays in it and returns to its opener; Escape and the backdrop close it. */
export function Modal({ title, onClose, children, footer }: Props) {
  const titleId = useId();
  const { t } = useTranslation();

  const dialog = useDialog(true, onClose);

  return (
    <div className="modal">
      <div className="modal__backdrop" onClick={onClose} />
      <div ref={dialog} className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
