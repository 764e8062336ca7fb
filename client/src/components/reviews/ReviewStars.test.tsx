import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { ReviewStars } from './ReviewStars';

describe('ReviewStars', () => {
  it('says the rating in English: five stars, the number for screen readers', () => {
    render(<ReviewStars rating={4.5} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(stars.querySelectorAll('.review-stars__star--full')).toHaveLength(4);
    expect(stars.querySelectorAll('.review-stars__star--half')).toHaveLength(1);
  });

  it('says it in Hindi on a Hindi page, from the catalogue (issue 32)', async () => {
    await i18n.changeLanguage('hi');
    render(<ReviewStars rating={4} />);
    expect(screen.getByRole('img', { name: '5 में से 4 रेटिंग' })).toBeTruthy();
  });
});
