import { beforeEach, describe, expect, it } from 'vitest';
import { bookCarReturnPath, rememberReturn, safeReturnPath, takeReturn } from './returnTo';

describe('the way back after sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns once to the remembered screen, then home', () => {
    rememberReturn('/bookings');
    expect(takeReturn()).toBe('/bookings');
    expect(takeReturn()).toBe('/');
  });

  it('keeps the car and the period of the booking modal', () => {
    const path = bookCarReturnPath('car-1', { pickupDate: '2026-04-01', pickupTime: '10:00', dropDate: '2026-04-03', dropTime: '10:00' });
    rememberReturn(path);
    expect(takeReturn()).toBe('/services/bookcar?pickupDate=2026-04-01&pickupTime=10%3A00&dropDate=2026-04-03&dropTime=10%3A00&book=car-1');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/userlogin', ''])(
    'never returns to %j',
    (path) => {
      expect(safeReturnPath(path)).toBeNull();
      rememberReturn(path);
      expect(takeReturn()).toBe('/');
    },
  );
});
