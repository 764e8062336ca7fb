import type { TripStage } from '../../gql/graphql';
import '../status-badge.css';

const LABEL: Record<TripStage, string | null> = {
  NOT_STARTED: null,
  ON_TRIP: 'On trip',
  RETURNED: 'Returned: the bill is being settled',
  SETTLED: 'Trip settled',
};

/** The trip beside the booking's status ("On trip" once the keys are handed over); nothing before. */
export function TripStageNote({ stage }: { stage: TripStage }) {
  const label = LABEL[stage];
  return label ? <span className={`trip-stage trip-stage--${stage.toLowerCase()}`}>{label}</span> : null;
}
