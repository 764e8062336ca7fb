import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { FormNotice } from './FormNotice';

const notice = () => ({ kind: 'error' as const, text: i18n.t('common.loadFailed'), detail: 'Car is not available for these dates' });

describe('FormNotice', () => {
  it('marks no language of its own on an English page', () => {
    render(<FormNotice notice={notice()} />);
    expect(screen.getByRole('alert').querySelector('[lang]')).toBeNull();
  });

  it('on a Hindi page marks the server\'s English reason lang="en", not the Hindi text above it (issue 32)', async () => {
    await i18n.changeLanguage('hi');
    render(<FormNotice notice={notice()} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('.form-notice__text')!.hasAttribute('lang')).toBe(false);
    expect(alert.querySelector('.form-notice__detail')!.getAttribute('lang')).toBe('en');
  });
});
