import { i18n } from '../i18n/i18n';

const POINTS = ['age', 'licence', 'documents', 'length', 'unlimited', 'speed', 'smoking', 'keys', 'delivery', 'area'] as const;

/** SPEC.md section 9: the rules every renter agrees to, as the important-points block states them (rules.*). */
export function importantPoints(city: string): { title: string; text: string }[] {
  return POINTS.map((point) => ({ title: i18n.t(`rules.${point}.title`, { city }), text: i18n.t(`rules.${point}.text`, { city }) }));
}
