import { useState, type FormEvent } from 'react';
import { createSearchParams, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../icons';

/** Sends the visitor to the car listing filtered by the trimmed text; an empty search does nothing. */
export function HeaderSearch() {
  const navigate = useNavigate();
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
        placeholder="Search cars or locations"
        aria-label="Search cars by name or location"
      />
      <button type="submit" aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
