import { useSocketStatus } from '../../../apollo/socketStatus';
import { usePendingAlarm } from './usePendingAlarm';
import { useAlarmSound } from './useAlarmSound';
import './pending-alarm.css';

/**
 * The pending-booking alarm, on every admin screen: rings when the Pending count rises until Stop Alarm.
 * data-alarm (idle or ringing), data-audio and data-live expose its state to tests and support.
 */
export function PendingAlarm() {
  const { ringing, stop } = usePendingAlarm();
  const audio = useAlarmSound(ringing);
  const live = useSocketStatus('admin');
  return (
    <div
      className={ringing ? 'pending-alarm pending-alarm--ringing' : 'pending-alarm'}
      data-alarm={ringing ? 'ringing' : 'idle'}
      data-audio={audio}
      data-live={live}
      role="status"
      aria-live="assertive"
    >
      {ringing && (
        <>
          <span className="pending-alarm__text">
            New booking waiting for approval{audio === 'blocked' ? ' (click anywhere to enable sound)' : ''}
          </span>
          <button type="button" className="btn btn--small pending-alarm__stop" onClick={stop}>
            Stop Alarm
          </button>
        </>
      )}
    </div>
  );
}
