import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/icons';

/**
 * The listing's search. The box keeps its own text: the URL (`value`) follows it through the router, in a
 * transition, and a box driven by the URL lost the keys typed before that caught up ('Aura' typed fast gave 'ua').
 * A change of the URL from elsewhere (the header search, a link) is taken while the box is not being typed in.
 */
export function CarSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value]);

  return (
    <label className="car-search">
      <SearchIcon size={18} />
      <span className="visually-hidden">{t('catalogue.searchLabel')}</span>
      <input
        ref={input}
        type="search"
        value={text}
        placeholder={t('catalogue.searchLabel')}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
      />
    </label>
  );
}
