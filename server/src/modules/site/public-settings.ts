import type { AppConfig } from '../../config.js';

/** What the client reads at runtime (/config.js and the siteSettings query): the operator's texts and the calendar's rules. */
export function publicSettings(config: AppConfig) {
  return {
    ...config.site,
    minLeadMinutes: config.calendar.minLeadMinutes,
    turnaroundMinutes: config.calendar.turnaroundMinutes,
    deliveryFee: config.delivery.fee,
    serviceRadiusKm: config.delivery.radiusKm,
  };
}
