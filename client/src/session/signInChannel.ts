import type { SessionUser } from './sessionStorageKeys';

/**
 * The site's tabs hand a sign-in over here: the tab that opened the mail's link asks who waits at the code step for
 * that e-mail, and sends the token only to the tabs that answered (BroadcastChannel is same-origin; the token never
 * goes to storage another tab could read).
 */
const CHANNEL_NAME = 'indoredrive.session';
/**
 * How long the link's tab listens for waiting tabs. Another tab of the same browser answers within milliseconds, and
 * the first answer ends the wait; only a link opened where no tab waits (often another device) waits this long.
 */
export const ANSWER_WITHIN_MS = 800;
/** This tab, so that it never answers its own question (a link pasted into the tab that waits). */
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
let questions = 0;

type Message =
  /** `reply`: this one question, so that answers to an earlier one (still listening) never mix in. */
  | { kind: 'who-waits'; email: string; tab: string; reply: string }
  | { kind: 'waiting'; to: string; from: string }
  | { kind: 'signed-in'; to: string; token: string; user: SessionUser };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function openChannel(): BroadcastChannel | null {
  // Browsers without BroadcastChannel: the link signs in its own tab only, as before.
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(CHANNEL_NAME);
  } catch {
    return null;
  }
}

function read(event: MessageEvent): Partial<Message> {
  return event.data && typeof event.data === 'object' ? (event.data as Partial<Message>) : {};
}

/** At the code step for `email`: answers a link opened in another tab and is signed in by it. Returns the way to stop. */
export function awaitSignInElsewhere(email: string, onSignedIn: (token: string, user: SessionUser) => void, tab = THIS_TAB): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event) => {
    const message = read(event);
    if (message.kind === 'who-waits' && message.reply && message.tab !== tab && sameEmail(message.email ?? '', email)) {
      channel.postMessage({ kind: 'waiting', to: message.reply, from: tab } satisfies Message);
    } else if (message.kind === 'signed-in' && message.to === tab && message.token && message.user) {
      onSignedIn(message.token, message.user);
    }
  };
  return () => channel.close();
}

/**
 * In the link's tab, once verified: hands the session to every tab waiting for this e-mail that answers in time;
 * true as soon as one took it, false when none answered.
 */
export function handOverSignIn(token: string, user: SessionUser, { tab = THIS_TAB, within = ANSWER_WITHIN_MS } = {}): Promise<boolean> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(false);
  questions += 1;
  const reply = `${tab}/${questions}`;
  return new Promise((resolve) => {
    channel.onmessage = (event) => {
      const message = read(event);
      if (message.kind !== 'waiting' || message.to !== reply || !message.from) return;
      channel.postMessage({ kind: 'signed-in', to: message.from, token, user } satisfies Message);
      resolve(true);
    };
    channel.postMessage({ kind: 'who-waits', email: user.email, tab, reply } satisfies Message);
    // Still listening after the first answer, for a second waiting tab; resolving again changes nothing.
    setTimeout(() => {
      channel.close();
      resolve(false);
    }, within);
  });
}
