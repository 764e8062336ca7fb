import { useState, type FormEvent } from 'react';
import { createSearchParams, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';

/** Sends the visitor to the car listing filtered by the trimmed text; an empty search does nothing. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    navigate({ pathname: '/services/bookcar', search: `?${createSearchParams({ search })}` });
  };

  return (
    <form className="header-search" role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
      />
      <button type="submit" aria-label={t('header.search')}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
