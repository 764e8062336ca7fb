import { describe, expect, it } from 'vitest';
import { blogInLanguage } from './blogText';

describe('a blog on the Hindi site (issue 24)', () => {
  const blog = { heading: 'Temple towns', content: 'Ujjain.', headingHi: 'तीर्थ नगरी', contentHi: null };
  it('shows the Hindi text staff wrote, and the English where there is none', () => {
    expect(blogInLanguage(blog, 'hi')).toEqual({ heading: 'तीर्थ नगरी', content: 'Ujjain.' });
    expect(blogInLanguage(blog, 'en')).toEqual({ heading: 'Temple towns', content: 'Ujjain.' });
    expect(blogInLanguage({ heading: 'A', content: 'B' }, 'hi')).toEqual({ heading: 'A', content: 'B' });
  });
});
