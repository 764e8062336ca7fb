import { useTranslation } from 'react-i18next';
import type { TripStage } from '../../gql/graphql';
import '../status-badge.css';

const LABEL = {
  NOT_STARTED: null,
  ON_TRIP: 'tripStage.ON_TRIP',
  RETURNED: 'tripStage.RETURNED',
  SETTLED: 'tripStage.SETTLED',
} as const satisfies Record<TripStage, string | null>;

/** The trip beside the booking's status ("On trip" once the keys are handed over); nothing before. */
export function TripStageNote({ stage }: { stage: TripStage }) {
  const { t } = useTranslation();
  const label = LABEL[stage];
  return label ? <span className={`trip-stage trip-stage--${stage.toLowerCase()}`}>{t(label)}</span> : null;
}
