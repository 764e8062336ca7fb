import { useId, useState } from 'react';
import type { Faq } from '../content/faqs';
import { ChevronDownIcon } from './icons';
import './faq.css';

/** One answer open at a time; the first is open to show how it works. */
export function FaqAccordion({ items }: { items: Faq[] }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <div className="faq">
      {items.map((item, index) => {
        const open = openIndex === index;
        const panelId = `${baseId}-${index}`;
        return (
          <div key={item.question} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
            <h3 className="faq__question">
              <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenIndex(open ? null : index)}>
                <span>{item.question}</span>
                <ChevronDownIcon size={18} />
              </button>
            </h3>
            <div id={panelId} className="faq__answer" hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
