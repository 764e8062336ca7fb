/** The alarm's memory: the last Pending count seen (null before the first) and whether it rings. */
export interface AlarmState {
  lastCount: number | null;
  ringing: boolean;
}

export const ALARM_START: AlarmState = { lastCount: null, ringing: false };

export type AlarmEvent = { type: 'count'; count: number } | { type: 'stop' };

/**
 * SPEC.md section 4: rings when the Pending count rises, never on the first count seen (the page load),
 * and keeps ringing until stopped, even if the count falls again.
 */
export function alarmReducer(state: AlarmState, event: AlarmEvent): AlarmState {
  if (event.type === 'stop') return state.ringing ? { ...state, ringing: false } : state;
  if (state.lastCount === event.count) return state;
  const rose = state.lastCount !== null && event.count > state.lastCount;
  return { lastCount: event.count, ringing: state.ringing || rose };
}
