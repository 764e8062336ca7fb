import { useEffect, useRef, useState } from 'react';
import { createAudioContext, playBeep } from './alarmSound';

/** How often the beep repeats while the alarm rings. */
export const BEEP_EVERY_MS = 1200;

export type AlarmAudio = 'off' | 'playing' | 'blocked';

/**
 * Beeps in a loop while `ringing`. Browsers start audio only after a user gesture: the context is resumed on the
 * first click or key press anywhere in the admin panel; until then the alarm is 'blocked' (shown, but silent).
 */
export function useAlarmSound(ringing: boolean): AlarmAudio {
  const context = useRef<AudioContext | null>(null);
  const [audio, setAudio] = useState<AlarmAudio>('off');

  useEffect(() => {
    const unlock = () => {
      context.current ??= createAudioContext();
      context.current?.resume().catch(() => undefined);
    };
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  useEffect(
    () => () => {
      void context.current?.close().catch(() => undefined);
    },
    [],
  );

  useEffect(() => {
    if (!ringing) {
      setAudio('off');
      return undefined;
    }
    context.current ??= createAudioContext();
    const beep = () => {
      const ctx = context.current;
      if (!ctx) return setAudio('blocked');
      if (ctx.state !== 'running') {
        ctx.resume().catch(() => undefined);
        return setAudio('blocked');
      }
      setAudio('playing');
      playBeep(ctx);
    };
    beep();
    const timer = setInterval(beep, BEEP_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing]);

  return audio;
}
